import { type Texture, textTexture } from './gl/index.js';
import type { TextAlign, TextFont } from './looks/node-look.js';
import { fitLine, type Measure, wrapLines } from './looks/text-layout.js';

/** The node texts the canvas draws, as the DOM view's CSS sets them (graph-canvas.css .gc-node-name …). */
export type TitleStyle = 'name' | 'subtitle' | 'plateName';

export const UI_FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const MONO_FONT = 'ui-monospace, "SF Mono", Menlo, monospace';

export const TITLE_FONTS: Record<TitleStyle, TextFont> = {
  name: { family: UI_FONT, size: 13, weight: '600', italic: false },
  subtitle: { family: UI_FONT, size: 11, weight: '400', italic: false },
  plateName: { family: UI_FONT, size: 14, weight: '600', italic: false },
};

/** One text as a texture: laid-out lines (joined by \n) in one font, colour and alignment. */
export interface TextSpec {
  text: string;
  font: TextFont;
  fill: string;
  /** the line height as a multiple of the font size (CSS line-height) */
  lineHeight?: number;
  align?: TextAlign;
}

/** Texts are rasterised at twice the screen's density: crisp from the overview up to 200%. */
const OVERSAMPLE = 2;
/** Textures no node shows any more are kept for a while (a pan back reuses them), this many at most. */
const IDLE_TEXTURES = 256;

interface Entry {
  texture: Texture;
  users: number;
}

export function cssFont(font: TextFont): string {
  return `${font.italic ? 'italic ' : ''}${font.weight} ${font.size}px ${font.family}`;
}

/**
 * Text textures, one per text, font, colour and alignment: nodes with the same name share one, and a
 * texture no node in the cull window shows waits among the idle ones (at most IDLE_TEXTURES, the
 * oldest is freed first). Texts are laid out here (fitted with an ellipsis,
 * or wrapped), as the DOM view lays them out.
 */
export class TitleTextures {
  /** the surface's device pixels per CSS pixel */
  readonly #resolution: number;
  readonly #entries = new Map<string, Entry>();
  /** unused entries, oldest first */
  readonly #idle = new Set<string>();
  readonly #measure: CanvasRenderingContext2D | null;
  /** the measuring context's font, as last set */
  #font = '';

  constructor(resolution: number) {
    this.#resolution = resolution;
    this.#measure = document.createElement('canvas').getContext('2d');
  }

  /** The texture of a title fitted into `maxWidth` CSS pixels; pair each call with `release(key)`. */
  acquire(
    text: string,
    style: TitleStyle,
    fill: string,
    maxWidth: number,
  ): { key: string; texture: Texture } {
    const font = TITLE_FONTS[style];
    return this.acquireText({ text: this.fit(text, font, maxWidth), font, fill });
  }

  /** The texture of a laid-out text; pair each call with `release(key)`. */
  acquireText(spec: TextSpec): { key: string; texture: Texture } {
    const key = `${cssFont(spec.font)}|${spec.fill}|${spec.lineHeight ?? ''}|${spec.align ?? ''}|${spec.text}`;
    let entry = this.#entries.get(key);
    if (!entry) {
      // zoomed out, a text is drawn from its smaller copies (mipmaps): no shimmer, no jagged strokes
      const texture = textTexture({
        text: spec.text,
        font: cssFont(spec.font),
        fill: spec.fill,
        align: spec.align ?? 'left',
        lineHeight: spec.lineHeight ? Math.round(spec.lineHeight * spec.font.size) : undefined,
        resolution: this.#resolution * OVERSAMPLE,
      });
      entry = { texture, users: 0 };
      this.#entries.set(key, entry);
    }
    this.#idle.delete(key);
    entry.users++;
    return { key, texture: entry.texture };
  }

  release(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry || --entry.users > 0) return;
    this.#idle.add(key);
    if (this.#idle.size <= IDLE_TEXTURES) return;
    const oldest = this.#idle.values().next().value as string;
    this.#idle.delete(oldest);
    const evicted = this.#entries.get(oldest);
    this.#entries.delete(oldest);
    evicted?.texture.destroy();
  }

  /** `text` on one line of `maxWidth`, with an ellipsis when cut. */
  fit(text: string, font: TextFont, maxWidth: number): string {
    return fitLine(text, Math.max(8, maxWidth), this.#measurer(font));
  }

  /** `text` wrapped into lines of `maxWidth`, at most `maxLines`. */
  wrap(text: string, font: TextFont, maxWidth: number, maxLines?: number): string[] {
    return wrapLines(text, Math.max(8, maxWidth), this.#measurer(font), maxLines);
  }

  /** The width of `text` in `font`, CSS pixels. */
  width(text: string, font: TextFont): number {
    return this.#measurer(font)(text);
  }

  get size(): number {
    return this.#entries.size;
  }

  destroy(): void {
    for (const entry of this.#entries.values()) entry.texture.destroy();
    this.#entries.clear();
    this.#idle.clear();
  }

  #measurer(font: TextFont): Measure {
    const ctx = this.#measure;
    if (!ctx) return (text) => text.length * font.size * 0.55;
    const css = cssFont(font);
    return (text) => {
      if (this.#font !== css) {
        ctx.font = css;
        this.#font = css;
      }
      return ctx.measureText(text).width;
    };
  }
}
