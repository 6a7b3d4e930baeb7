import type { RuleContext } from '@nodeloom/engine';
import { fetchOk, parseUrl } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';

/** Dates become ISO strings so the result stays plain JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array || Array.isArray(value))
    return Array.from(value as ArrayLike<unknown>, plain);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

async function readExif(ctx: RuleContext): Promise<Record<string, unknown>> {
  try {
    const bytes = await (await fetchOk(ctx, parseUrl(ctx.params.url))).arrayBuffer();
    // exifr loads with the first read, not with the node library
    const { default: exifr } = await import('exifr');
    const tags = (await exifr.parse(bytes)) as Record<string, unknown> | undefined;
    return (plain(tags ?? {}) as Record<string, unknown>) ?? {};
  } catch {
    // spec 2 §5: a bad URL (or an unreadable image) gives an empty object
    return {};
  }
}

export const getImageExifNode = defineNode({
  definitionName: 'getImageExif',
  description: 'Reads the EXIF data (camera, date, GPS, …) of an image at a URL, with exifr',
  category: 'image',
  keywords: ['exif', 'metadata', 'photo', 'gps', 'camera'],
  async: true,
  parameters: [param.string('url', 'URL', '', { required: true })],
  outputs: [output('exif', 'EXIF', 'object')],
  rule: async (ctx) => ({ exif: await readExif(ctx) }),
});
