import { Container, Graphics } from '../gl/index.js';
import type { TitleTextures } from '../title-textures.js';
import { UI_FONT } from '../title-textures.js';
import { TAG_LIFT, TAG_MAX_WIDTH, TAG_PAD } from './metrics.js';
import type { TextFont } from './node-look.js';
import { roundedRect } from './round-shapes.js';
import { TextSprites } from './text-sprites.js';

const TAG_FONT: TextFont = { family: UI_FONT, size: 12, weight: '600', italic: false };
const TAG_TEXT = '#f2f3f7';
const TAG_FILL = { color: 0x14151a, alpha: 0.9 };
const TAG_LINE = { color: 0xffffff, alpha: 0.14 };

/**
 * A node's name tag (spec 1 §3 maxNameTagZoom; .gc-name-tag): its name in a dark box centred over
 * the node, of constant size on screen. The tag is drawn at its screen size with its bottom centre
 * at the container's origin, and the container is scaled by 1/zoom: a zoom rescales, never redraws.
 */
export class NameTag {
  readonly container = new Container();
  readonly #box = new Graphics();
  readonly #texts: TextSprites;

  constructor(private readonly titles: TitleTextures) {
    this.container.addChild(this.#box);
    this.#texts = new TextSprites(titles, this.container);
  }

  build(name: string, nodeWidth: number): void {
    this.#box.clear();
    this.#texts.clear();
    const text = this.titles.fit(name, TAG_FONT, TAG_MAX_WIDTH - 2 * TAG_PAD.x - 2);
    const sprite = this.#texts.add({ text, font: TAG_FONT, fill: TAG_TEXT, lineHeight: 1.35 }, 0, 0);
    const width = Math.ceil(sprite.width) + 2 * TAG_PAD.x + 2;
    const height = Math.ceil(sprite.height) + 2 * TAG_PAD.y + 2;
    roundedRect(this.#box, -width / 2, -height, width, height, 5)
      .fill(TAG_FILL)
      .stroke({ width: 1, ...TAG_LINE, alignment: 1 });
    sprite.position.set(Math.round(-sprite.width / 2), -height + TAG_PAD.y + 1);
    this.container.position.set(nodeWidth / 2, -TAG_LIFT);
  }

  /** Keeps the tag's size on screen at `zoom`. */
  scaleFor(zoom: number): void {
    this.container.scale.set(1 / zoom);
  }

  destroy(): void {
    this.#texts.clear();
    this.container.destroy({ children: true });
  }
}
