/**
 * An image to draw on quads: its pixels (a canvas, until the renderer has uploaded them), its size
 * in CSS pixels (the pixels over the resolution) and, once uploaded, the GPU's copy, freed by
 * `destroy`.
 */
export class Texture {
  static readonly EMPTY = new Texture(null, 0, 0);

  /** the renderer's copy and how to free it (set on first draw) */
  gpu: { texture: WebGLTexture; free: () => void } | null = null;
  destroyed = false;
  #source: TexImageSource | null;

  constructor(
    source: TexImageSource | null,
    readonly width: number,
    readonly height: number,
    /** smaller copies for drawing it zoomed out */
    readonly mipmaps = false,
    /** takes the pixels back once the GPU holds them (a pooled canvas goes back to its pool) */
    private readonly release: ((source: TexImageSource) => void) | null = null,
  ) {
    this.#source = source;
  }

  /** the pixels to upload (null once uploaded) */
  get source(): TexImageSource | null {
    return this.#source;
  }

  /** Whether a quad of it can be drawn: it has a size, and pixels or the GPU's copy of them. */
  get drawable(): boolean {
    return this.width > 0 && this.height > 0 && (this.#source !== null || this.gpu !== null);
  }

  /** The renderer has its copy: the pixels go back to whoever made them. */
  uploaded(gpu: NonNullable<Texture['gpu']>): void {
    this.gpu = gpu;
    if (this.#source && this.release) {
      this.release(this.#source);
      this.#source = null;
    }
  }

  destroy(): void {
    this.destroyed = true;
    this.gpu?.free();
    this.gpu = null;
    if (this.#source && this.release) this.release(this.#source);
    this.#source = null;
  }
}
