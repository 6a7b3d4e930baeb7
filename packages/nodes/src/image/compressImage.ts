import { NodeRuleError } from '@nodeloom/engine';
import { toBytes } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { drawImage, requireBrowser } from './browser.js';

/** Spec 2 §9: image compression quality 0.85, size 1. */
export const DEFAULT_QUALITY = 0.85;
export const DEFAULT_SIZE = 1;
export const OUTPUT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

/** Target size: explicit width/height (0 = keep the ratio), then scaled by size. */
export function targetSize(
  natural: { width: number; height: number },
  width: number,
  height: number,
  size: number,
) {
  const ratio = natural.width / natural.height;
  const w = width > 0 ? width : height > 0 ? height * ratio : natural.width;
  const h = height > 0 ? height : width > 0 ? width / ratio : natural.height;
  return { width: w * size, height: h * size };
}

export const compressImageNode = defineNode({
  definitionName: 'compressImage',
  description: 'Re-encodes an image smaller: quality, scale and optional width/height (needs a browser)',
  category: 'image',
  keywords: ['compress', 'resize', 'jpeg', 'webp', 'optimize'],
  async: true,
  inputs: [input('image', 'Image', 'object', { required: true })],
  parameters: [
    param.float('quality', 'Quality', DEFAULT_QUALITY, { min: 0, max: 1 }),
    param.float('size', 'Size', DEFAULT_SIZE, {
      min: 0.01,
      max: 1,
      description: 'Scale factor of the output',
    }),
    param.int('width', 'Width', 0, { min: 0, description: '0: from the height or the image' }),
    param.int('height', 'Height', 0, { min: 0, description: '0: from the width or the image' }),
    param.menu('type', 'Output type', OUTPUT_TYPES, 'image/jpeg'),
  ],
  outputs: [output('image', 'Image', 'object')],
  rule: async (ctx) => {
    const { width, height } = ctx.params;
    if (
      typeof width !== 'number' ||
      typeof height !== 'number' ||
      !Number.isFinite(width) ||
      !Number.isFinite(height)
    ) {
      throw new NodeRuleError('Width and height must be numbers');
    }
    const quality = Math.min(1, Math.max(0, Number(ctx.params.quality)));
    const size = Math.min(1, Math.max(0.01, Number(ctx.params.size)));
    const bytes = toBytes(ctx.inputs.image, 'image');
    requireBrowser(ctx);
    const { canvas } = await drawImage(new Blob([bytes.slice()]), (natural) =>
      targetSize(natural, width, height, size),
    );
    const blob = await canvas.convertToBlob({ type: String(ctx.params.type), quality });
    return { image: await blob.arrayBuffer() };
  },
});
