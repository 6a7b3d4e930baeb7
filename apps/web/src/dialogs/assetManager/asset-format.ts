import type { Asset } from '../../services/assets.js';

/** A file size as people read it: KB below a megabyte, else MB with one decimal. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return 'not uploaded';
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An asset's details in a list row: its content type and size. */
export function assetMeta(asset: Pick<Asset, 'contentType' | 'size'>): string {
  return `${asset.contentType ?? 'unknown type'} · ${formatSize(asset.size)}`;
}

/**
 * The short type shown where there is no picture: the name's extension ('txt', 'woff2'), else the
 * content type's subtype without a suffix ('svg' for image/svg+xml), else 'file'.
 */
export function assetKind(asset: Pick<Asset, 'name' | 'contentType'>): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(asset.name)?.[1];
  if (extension) return extension.toLowerCase();
  return asset.contentType?.split('/')[1]?.split('+')[0] ?? 'file';
}

/**
 * An asset file's address as an image source, versioned by its last change: a replaced file keeps
 * its URL, which the browser may still hold cached (the server lets it keep files for 5 minutes).
 */
export function versioned(url: string, asset: Pick<Asset, 'updatedAt'>): string {
  const version = Date.parse(asset.updatedAt);
  return Number.isNaN(version) ? url : `${url}${url.includes('?') ? '&' : '?'}v=${version}`;
}

/** The picture of an asset: its thumbnail (or, asked for `large`, the original) for images, else null. */
export function assetImage(
  asset: Pick<Asset, 'contentType' | 'url' | 'thumbnailUrl' | 'updatedAt'>,
  large = false,
): string | null {
  const isImage = asset.contentType?.startsWith('image/') ?? false;
  const src = large ? (isImage ? asset.url : null) : (asset.thumbnailUrl ?? (isImage ? asset.url : null));
  return src ? versioned(src, asset) : null;
}
