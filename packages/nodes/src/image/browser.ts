import { NodeRuleError, type RuleContext } from '@nodeloom/engine';

/** Fails clearly when a rule that needs browser image APIs (canvas, bitmaps) runs in Node. */
export function requireBrowser(ctx: RuleContext): void {
  if (ctx.platform.kind === 'node') throw new NodeRuleError(`${ctx.node.definitionName} requires a browser`);
}

// The DOM types are not part of this package's build (it runs in Node too), so the few
// browser APIs used here are described by the shapes we need.
interface Bitmap {
  width: number;
  height: number;
  close(): void;
}
interface Canvas2d {
  drawImage(image: Bitmap, x: number, y: number, width: number, height: number): void;
  getImageData(
    x: number,
    y: number,
    width: number,
    height: number,
  ): { data: Uint8ClampedArray; width: number; height: number };
}
interface Canvas {
  getContext(kind: '2d'): Canvas2d | null;
  convertToBlob(options: { type: string; quality: number }): Promise<Blob>;
}
interface BrowserImageApis {
  createImageBitmap(blob: Blob): Promise<Bitmap>;
  OffscreenCanvas: new (width: number, height: number) => Canvas;
}

function browserApis(): BrowserImageApis {
  const apis = globalThis as unknown as Partial<BrowserImageApis>;
  if (!apis.createImageBitmap || !apis.OffscreenCanvas)
    throw new NodeRuleError('This browser cannot decode images (no OffscreenCanvas)');
  return apis as BrowserImageApis;
}

/** Decodes image bytes and draws them at the given size (default: natural size). */
export async function drawImage(
  bytes: Blob,
  size?: (natural: { width: number; height: number }) => { width: number; height: number },
) {
  const { createImageBitmap, OffscreenCanvas } = browserApis();
  const bitmap = await createImageBitmap(bytes);
  const { width, height } = size ? size(bitmap) : bitmap;
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const context = canvas.getContext('2d');
  if (!context) throw new NodeRuleError('This browser cannot draw images');
  context.drawImage(bitmap, 0, 0, Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  bitmap.close();
  return { canvas, context, width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
}
