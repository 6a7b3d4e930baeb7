import type { RuleContext } from '@nodeloom/engine';
import { extractColorsFromImageData } from 'extract-colors';
import { fetchOk, parseUrl } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';
import { drawImage, requireBrowser } from './browser.js';

/** Spec 2 §9: colour distance 0.22. */
export const DEFAULT_COLOR_DISTANCE = 0.22;

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The main colours of an image's pixels (extract-colors), most area first, as hex. */
export function colorsFromPixels(pixels: Pixels, distance: number): string[] {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(distance) ? distance : DEFAULT_COLOR_DISTANCE));
  return extractColorsFromImageData(pixels, { distance: clamped })
    .sort((a, b) => b.area - a.area)
    .map((c) => c.hex);
}

async function loadPixels(ctx: RuleContext, url: URL): Promise<Pixels | undefined> {
  try {
    const blob = await (await fetchOk(ctx, url)).blob();
    const { context, width, height } = await drawImage(blob);
    return context.getImageData(0, 0, width, height);
  } catch {
    return undefined;
  }
}

export const getImageColorsNode = defineNode({
  definitionName: 'getImageColors',
  description: 'The main colours of an image at a URL (needs a browser to decode the image)',
  category: 'image',
  keywords: ['palette', 'colors', 'dominant colour', 'extract'],
  async: true,
  parameters: [
    param.string('url', 'URL', '', { required: true }),
    param.float('distance', 'Distance', DEFAULT_COLOR_DISTANCE, {
      min: 0,
      max: 1,
      description: 'How different two colours must be to both be kept',
    }),
  ],
  outputs: [output('colors', 'Colors', 'array')],
  rule: async (ctx) => {
    let url: URL;
    try {
      url = parseUrl(ctx.params.url);
    } catch {
      return { colors: [] }; // spec 2 §5: a bad URL gives an empty list
    }
    requireBrowser(ctx);
    const pixels = await loadPixels(ctx, url);
    return { colors: pixels ? colorsFromPixels(pixels, Number(ctx.params.distance)) : [] };
  },
});
