/** The longer side of a thumbnail, in pixels. */
export const THUMBNAIL_SIZE = 256;

/**
 * A small WebP of an image file, drawn in the browser (the server stores what it is sent).
 * Null for files that are not images or that the browser cannot decode (SVG among them):
 * the upload then skips the thumbnail with a log note (spec 1 §8).
 */
export async function makeThumbnail(file: File): Promise<Blob | null> {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/webp', 0.8));
}
