import { type Container, Sprite } from '../gl/index.js';
import type { TextSpec, TitleTextures } from '../title-textures.js';

/**
 * The text sprites of one part of a node (its face, what hangs under it, its name tag): each text
 * one textured quad from the shared text textures, released together when the part is rebuilt.
 */
export class TextSprites {
  readonly #keys: string[] = [];
  readonly #sprites: Sprite[] = [];

  constructor(
    private readonly titles: TitleTextures,
    private readonly parent: Container,
  ) {}

  /** A sprite of `spec` with its top-left at (x, y), rounded to whole pixels. */
  add(spec: TextSpec, x: number, y: number): Sprite {
    const { key, texture } = this.titles.acquireText(spec);
    const sprite = new Sprite(texture);
    sprite.position.set(Math.round(x), Math.round(y));
    this.parent.addChild(sprite);
    this.#keys.push(key);
    this.#sprites.push(sprite);
    return sprite;
  }

  clear(): void {
    for (const key of this.#keys) this.titles.release(key);
    for (const sprite of this.#sprites) sprite.destroy();
    this.#keys.length = 0;
    this.#sprites.length = 0;
  }
}
