/**
 * An image to draw on quads: its pixels (a canvas), its size in CSS pixels (the pixels over the
 * resolution) and, once a renderer has uploaded it, the GPU's copy, freed by `destroy`.
 */
export class Texture {
  static readonly EMPTY = new Texture(null, 0, 0);

  /** the renderer's copy and how to free it (set on first draw) */
  gpu: { texture: WebGLTexture; free: () => void } | null = null;
  destroyed = false;

  constructor(
    readonly source: TexImageSource | null,
    readonly width: number,
    readonly height: number,
    /** smaller copies for drawing it zoomed out */
    readonly mipmaps = false,
  ) {}

  destroy(): void {
    this.destroyed = true;
    this.gpu?.free();
    this.gpu = null;
  }
}
