// What may be uploaded as an asset (see docs/configuration.md, "Assets").
import { ASSET_MAX_UPLOAD_BYTES, ASSET_ORIGINAL_TYPES, ASSET_THUMBNAIL_TYPES } from '@nodeloom/api';

export type AssetFileKind = 'original' | 'thumbnail';

const ORIGINAL_TYPES = new Set(ASSET_ORIGINAL_TYPES);
const THUMBNAIL_TYPES = new Set(ASSET_THUMBNAIL_TYPES);

/** The media type without parameters, lower-cased ('' when absent). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isAllowedContentType(kind: AssetFileKind, type: string): boolean {
  return (kind === 'original' ? ORIGINAL_TYPES : THUMBNAIL_TYPES).has(type);
}

export function allowedContentTypes(kind: AssetFileKind): string[] {
  return [...(kind === 'original' ? ORIGINAL_TYPES : THUMBNAIL_TYPES)];
}

export const MAX_UPLOAD_MB = ASSET_MAX_UPLOAD_BYTES / (1024 * 1024);
