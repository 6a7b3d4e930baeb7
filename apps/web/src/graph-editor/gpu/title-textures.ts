import { type Renderer, TextStyle, type Texture } from 'pixi.js';

/** The node texts the canvas draws, as the DOM plate's CSS sets them (graph-canvas.css .gc-node-name …). */
export type TitleStyle = 'name' | 'subtitle' | 'plateName';

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const STYLES: Record<TitleStyle, { fontSize: number; fontWeight: '400' | '600' }> = {
  name: { fontSize: 13, fontWeight: '600' },
  subtitle: { fontSize: 11, fontWeight: '400' },
  plateName: { fontSize: 14, fontWeight: '600' },
};
/** Texts are rasterised at twice the screen's density: crisp from the overview up to 200%. */
const OVERSAMPLE = 2;

interface Entry {
  texture: Texture;
  users: number;
}

/**
 * Title textures, one per text, style, colour and width: nodes with the same name share one, and a
 * texture goes back to the renderer's pool when no node in the cull window shows it any more.
 * A text wider than its room ends in an ellipsis, as the DOM plate's does.
 */
export class TitleTextures {
  readonly #renderer: Renderer;
  readonly #entries = new Map<string, Entry>();
  readonly #styles = new Map<string, TextStyle>();
  readonly #measure: CanvasRenderingContext2D | null;

  constructor(renderer: Renderer) {
    this.#renderer = renderer;
    this.#measure = document.createElement('canvas').getContext('2d');
  }

  /** The texture of `text` fitted into `maxWidth` CSS pixels; pair each call with `release(key)`. */
  acquire(
    text: string,
    style: TitleStyle,
    fill: string,
    maxWidth: number,
  ): { key: string; texture: Texture } {
    const fitted = this.#fit(text, style, maxWidth);
    const key = `${style}|${fill}|${fitted}`;
    let entry = this.#entries.get(key);
    if (!entry) {
      const texture = this.#renderer.canvasText.getTexture({
        text: fitted,
        style: this.#style(style, fill),
        resolution: (globalThis.devicePixelRatio || 1) * OVERSAMPLE,
      });
      entry = { texture, users: 0 };
      this.#entries.set(key, entry);
    }
    entry.users++;
    return { key, texture: entry.texture };
  }

  release(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry || --entry.users > 0) return;
    this.#entries.delete(key);
    this.#renderer.canvasText.returnTexture(entry.texture);
  }

  get size(): number {
    return this.#entries.size;
  }

  destroy(): void {
    for (const entry of this.#entries.values()) this.#renderer.canvasText.returnTexture(entry.texture);
    this.#entries.clear();
  }

  #style(style: TitleStyle, fill: string): TextStyle {
    const key = `${style}|${fill}`;
    let made = this.#styles.get(key);
    if (!made) {
      made = new TextStyle({ fontFamily: FONT, ...STYLES[style], fill });
      this.#styles.set(key, made);
    }
    return made;
  }

  #fit(text: string, style: TitleStyle, maxWidth: number): string {
    const ctx = this.#measure;
    if (!ctx || !text) return text;
    ctx.font = `${STYLES[style].fontWeight} ${STYLES[style].fontSize}px ${FONT}`;
    if (ctx.measureText(text).width <= maxWidth) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (ctx.measureText(`${text.slice(0, mid)}…`).width <= maxWidth) low = mid;
      else high = mid - 1;
    }
    return `${text.slice(0, low)}…`;
  }
}
