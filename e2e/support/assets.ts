// Shared by the asset specs: the server's asset rows and image files made in the page.
import type { Page } from '@playwright/test';

/** An asset as GET /assets lists it. */
export interface StoredAsset {
  id: string;
  fileId: string;
  name: string;
  contentType: string | null;
  size: number | null;
  url: string | null;
  thumbnailUrl: string | null;
}

/**
 * A PNG of `side` × `side` noise in one tint: noise does not compress, so the size grows with the
 * side and uploads are big enough to show progress.
 */
export async function noisePng(page: Page, side: number, tint: [number, number, number]): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ side, tint }) => {
      const canvas = document.createElement('canvas');
      canvas.width = side;
      canvas.height = side;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(side, side);
      for (let i = 0; i < image.data.length; i += 4) {
        image.data[i] = (Math.random() * 256) & tint[0];
        image.data[i + 1] = (Math.random() * 256) & tint[1];
        image.data[i + 2] = (Math.random() * 256) & tint[2];
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    { side, tint },
  );
  return Buffer.from(base64, 'base64');
}
