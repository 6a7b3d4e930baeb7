import { Texture } from './texture.js';

export interface TextRaster {
  /** lines joined by \n, drawn as they are */
  text: string;
  /** a CSS font shorthand */
  font: string;
  fill: string;
  align: 'left' | 'center' | 'right' | 'justify';
  /** CSS pixels from one line's top to the next's (undefined: the font's own height) */
  lineHeight?: number;
  /** device pixels per CSS pixel of the texture */
  resolution: number;
}

/** Canvases whose pixels the GPU holds, kept to draw the next texts on (a new canvas and context cost more). */
const POOL_SIZE = 8;
const pool: HTMLCanvasElement[] = [];
const metrics = new Map<string, { ascent: number; descent: number }>();
let measuring: CanvasRenderingContext2D | null | undefined;

function measureContext(): CanvasRenderingContext2D | null {
  measuring ??= document.createElement('canvas').getContext('2d');
  return measuring;
}

/** The font's ascent and descent (a line's glyph box), measured once per font. */
function fontMetrics(ctx: CanvasRenderingContext2D, font: string): { ascent: number; descent: number } {
  let found = metrics.get(font);
  if (!found) {
    const probe = ctx.measureText('Hg');
    found = {
      ascent: probe.fontBoundingBoxAscent || probe.actualBoundingBoxAscent,
      descent: probe.fontBoundingBoxDescent || probe.actualBoundingBoxDescent,
    };
    metrics.set(font, found);
  }
  return found;
}

function giveBack(source: TexImageSource): void {
  if (pool.length < POOL_SIZE && source instanceof HTMLCanvasElement) pool.push(source);
}

/**
 * Rasterises a text into a texture with mipmaps, each line in a box of the line height with the
 * glyphs centred in it as CSS centres them (half the leading above and below). The canvas it is
 * drawn on goes back to a pool once the GPU holds the pixels.
 */
export function textTexture(spec: TextRaster): Texture {
  const ctx = measureContext();
  if (!ctx) return Texture.EMPTY;
  ctx.font = spec.font;
  const lines = spec.text.split('\n');
  const widths = lines.map((line) => ctx.measureText(line).width);
  const { ascent, descent } = fontMetrics(ctx, spec.font);
  const lineHeight = spec.lineHeight ?? Math.ceil(ascent + descent);
  const width = Math.max(1, Math.ceil(Math.max(...widths)));
  const height = Math.max(1, Math.ceil(lineHeight * lines.length));
  const r = spec.resolution;
  const canvas = pool.pop() ?? document.createElement('canvas');
  // a new size also clears it and resets its state
  canvas.width = Math.ceil(width * r);
  canvas.height = Math.ceil(height * r);
  const draw = canvas.getContext('2d');
  if (!draw) return Texture.EMPTY;
  draw.scale(r, r);
  draw.font = spec.font;
  draw.fillStyle = spec.fill;
  draw.textBaseline = 'alphabetic';
  const leading = (lineHeight - (ascent + descent)) / 2;
  lines.forEach((line, i) => {
    const y = i * lineHeight + leading + ascent;
    // justified: every line but the last spreads its words over the width, as CSS does
    const words = line.split(' ');
    if (spec.align === 'justify' && i < lines.length - 1 && words.length > 1) {
      const gap =
        (width - words.reduce((sum, word) => sum + draw.measureText(word).width, 0)) / (words.length - 1);
      let x = 0;
      for (const word of words) {
        draw.fillText(word, x, y);
        x += draw.measureText(word).width + gap;
      }
      return;
    }
    const x =
      spec.align === 'center' ? (width - widths[i]) / 2 : spec.align === 'right' ? width - widths[i] : 0;
    draw.fillText(line, x, y);
  });
  return new Texture(canvas, width, height, true, giveBack);
}
