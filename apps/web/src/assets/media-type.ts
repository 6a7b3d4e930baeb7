import { ASSET_ORIGINAL_TYPES } from '@nodeloom/api';

/** File name extensions of the media types the asset manager stores (ASSET_ORIGINAL_TYPES). */
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  csv: 'text/csv',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
};

/** Leading bytes of common formats, for bytes whose name says nothing. */
const SIGNATURES: readonly { type: string; bytes: readonly number[]; at?: number }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], at: 8 },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/**
 * The media type bytes are stored under: by the file name's extension, else by the bytes' own
 * signature; undefined when neither names a type the asset manager takes.
 */
export function assetMediaType(name: string, bytes: Uint8Array): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  const type =
    byName ??
    SIGNATURES.find(({ bytes: signature, at = 0 }) => signature.every((b, i) => bytes[at + i] === b))?.type;
  return type && ASSET_ORIGINAL_TYPES.includes(type) ? type : undefined;
}
