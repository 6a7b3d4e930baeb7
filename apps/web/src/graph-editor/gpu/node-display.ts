import { Container, Graphics, Sprite } from 'pixi.js';
import type { Detail } from './detail-level.js';
import type { NodeLooks } from './node-looks.js';
import type { SceneNode } from './scene-model.js';
import type { TitleStyle, TitleTextures } from './title-textures.js';

/** Text colours on a fill, as the DOM view's tone classes set them (.gc-tone-dark / -light, ghost). */
const TONE = { dark: '#14151a', light: '#ffffff' } as const;
const GHOST_TEXT = '#0e2a33';
/** The plate's padding (0 10px 0 12px) and the status dot's room at its right. */
const PAD_LEFT = 12;
const STATUS_ROOM = 10 + 8 + 8;
const VIEWER_HEADER = 34;

interface Label {
  key: string;
  sprite: Sprite;
}

/**
 * One node drawn in detail: its body and sockets (shared geometry from NodeLooks) and its texts
 * (shared title textures), in a container placed at the node's position. `update` swaps only what
 * the change touched: a move moves the container; a rename swaps one texture.
 */
export class NodeDisplay {
  readonly container = new Container();
  readonly #body = new Graphics();
  #sockets: Graphics | null = null;
  #labels: Label[] = [];
  #drawn: SceneNode | null = null;
  #detail: Detail | null = null;

  constructor(
    private readonly looks: NodeLooks,
    private readonly titles: TitleTextures,
  ) {
    this.container.addChild(this.#body);
  }

  update(node: SceneNode, detail: Detail): void {
    const last = this.#drawn;
    this.container.position.set(node.x, node.y);
    if (last && this.#detail === detail && sameLook(last, node)) {
      this.#drawn = node;
      return;
    }
    this.#drawn = node;
    this.#detail = detail;
    this.#body.context = this.looks.body(node, detail);
    const socketLook = detail === 'full' ? this.looks.sockets(node.sockets) : undefined;
    if (socketLook) {
      this.#sockets ??= this.container.addChild(new Graphics());
      this.#sockets.context = socketLook;
    } else if (this.#sockets) {
      this.#sockets.destroy();
      this.#sockets = null;
    }
    this.#setLabels(node, detail);
  }

  destroy(): void {
    for (const label of this.#labels) this.titles.release(label.key);
    this.#labels = [];
    // the shared geometry stays with NodeLooks
    this.container.destroy({ children: true, context: false, texture: false });
  }

  #setLabels(node: SceneNode, detail: Detail): void {
    for (const label of this.#labels) {
      this.titles.release(label.key);
      label.sprite.destroy();
    }
    this.#labels = [];
    if (node.kind === 'dot' || node.kind === 'tray' || node.kind === 'stickyNote' || !node.name) {
      if (node.kind === 'tray' || node.kind === 'stickyNote')
        this.#add(node.name, 'name', '#e8e9ef', node.width - 24, 12, 8);
      return;
    }
    const color = node.kind === 'ghost' ? GHOST_TEXT : TONE[node.tone];
    if (detail === 'plate') {
      const label = this.#add(node.name, 'plateName', color, node.width - 16, 0, 0);
      label.anchor.set(0.5);
      label.position.set(node.width / 2, node.height / 2);
      return;
    }
    const room = node.width - PAD_LEFT - STATUS_ROOM;
    if (node.kind === 'viewer') {
      const name = this.#add(node.name, 'name', color, room, PAD_LEFT, VIEWER_HEADER / 2);
      name.anchor.set(0, 0.5);
      return;
    }
    // name over definition, the pair centred in the plate (line heights 16.25 and 13.75)
    const top = node.height / 2 - 15;
    this.#add(node.name, 'name', color, room, PAD_LEFT, top);
    const subtitle = this.#add(node.subtitle, 'subtitle', color, room, PAD_LEFT, top + 16.5);
    subtitle.alpha = 0.72;
  }

  #add(text: string, style: TitleStyle, color: string, room: number, x: number, y: number): Sprite {
    const { key, texture } = this.titles.acquire(text, style, color, Math.max(8, room));
    const sprite = new Sprite(texture);
    sprite.position.set(x, y);
    this.container.addChild(sprite);
    this.#labels.push({ key, sprite });
    return sprite;
  }
}

/** Whether two states of a node look the same apart from where they stand. */
function sameLook(a: SceneNode, b: SceneNode): boolean {
  return (
    a.kind === b.kind &&
    a.width === b.width &&
    a.height === b.height &&
    a.fill === b.fill &&
    a.tone === b.tone &&
    a.name === b.name &&
    a.subtitle === b.subtitle &&
    a.selected === b.selected &&
    a.status === b.status &&
    // sockets follow the definition (in the subtitle) and the size, compared above
    a.sockets.length === b.sockets.length
  );
}
