import type { Detail } from './detail-level.js';
import { Container, Graphics } from './gl/index.js';
import { BelowNode, belowKey } from './looks/below-node.js';
import { addFaceTexts } from './looks/face-texts.js';
import { NameTag } from './looks/name-tag.js';
import { bodyKey, type NodeLook, PLAIN_LOOK } from './looks/node-look.js';
import { TextSprites } from './looks/text-sprites.js';
import type { NodeLooks } from './node-looks.js';
import type { SceneNode } from './scene-model.js';
import type { TitleTextures } from './title-textures.js';

/** .gc-bypass's opacity, over the whole node as in the DOM view */
const BYPASS_ALPHA = 0.7;

/**
 * One node drawn in detail, in a container placed at the node's position: its body and sockets
 * (geometry shared through NodeLooks), the texts on its face, what hangs under it and its name tag.
 * Each part has a key of what it is drawn from, and `update` rebuilds only the parts whose key
 * changed: a move moves the container, a rename swaps the name's texture and tag, a new glance value
 * rebuilds the part under the node alone.
 */
export class NodeDisplay {
  readonly container = new Container();
  readonly #body = new Graphics();
  readonly #face: TextSprites;
  #sockets: Graphics | null = null;
  #below: BelowNode | null = null;
  #tag: NameTag | null = null;
  #keys = { body: '', face: '', below: '', tag: '' };
  /** the name tag's zoom, or null while tags are off */
  #tagZoom: number | null = null;
  #node: SceneNode | null = null;
  /** the detail it was last drawn at (null before the first update) */
  detail: Detail | null = null;
  /** the shared geometries this node draws (released when it changes or goes) */
  #bodyKey = '';
  #socketKey = '';

  constructor(
    private readonly looks: NodeLooks,
    private readonly titles: TitleTextures,
  ) {
    this.container.addChild(this.#body);
    this.#face = new TextSprites(titles, this.container);
  }

  update(node: SceneNode, detail: Detail): void {
    this.#node = node;
    this.detail = detail;
    const look = node.look ?? PLAIN_LOOK;
    this.container.position.set(node.x, node.y);
    this.container.alpha = look.bypass ? BYPASS_ALPHA : 1;
    const body = `${bodyKey(node, detail)}|${node.sockets.map((s) => `${s.x},${s.y},${s.width},${s.dataType}`).join(';')}`;
    if (body !== this.#keys.body) {
      this.#keys.body = body;
      const last = this.#bodyKey;
      const { key, context } = this.looks.acquireBody(node, detail);
      this.#bodyKey = key;
      this.#body.context = context;
      if (last) this.looks.release(last);
      this.#setSockets(node, detail);
    }
    const face = `${body}|${node.name}|${node.subtitle}|${node.tone}|${JSON.stringify(look.text)}`;
    if (face !== this.#keys.face) {
      this.#keys.face = face;
      this.#face.clear();
      addFaceTexts(this.#face, this.titles, node, look, detail, this.looks.theme);
    }
    this.#setBelow(node, look, detail);
    this.#setTag(node, look);
  }

  /** Shows name tags at `zoom` (their size kept on screen), or hides them (null). */
  setNameTags(zoom: number | null): void {
    this.#tagZoom = zoom;
    if (this.#node) this.#setTag(this.#node, this.#node.look ?? PLAIN_LOOK);
  }

  destroy(): void {
    this.#face.clear();
    this.#below?.destroy();
    this.#tag?.destroy();
    if (this.#bodyKey) this.looks.release(this.#bodyKey);
    if (this.#socketKey) this.looks.release(this.#socketKey);
    // the shared geometry stays with NodeLooks
    this.container.destroy({ children: true, context: false, texture: false });
  }

  #setSockets(node: SceneNode, detail: Detail): void {
    const last = this.#socketKey;
    const sockets = detail === 'full' ? this.looks.acquireSockets(node.sockets) : undefined;
    this.#socketKey = sockets?.key ?? '';
    if (sockets) {
      this.#sockets ??= this.container.addChildAt(new Graphics(), 1);
      this.#sockets.context = sockets.context;
    } else if (this.#sockets) {
      this.#sockets.destroy({ context: false });
      this.#sockets = null;
    }
    if (last) this.looks.release(last);
  }

  #setBelow(node: SceneNode, look: NodeLook, detail: Detail): void {
    const key = detail === 'full' ? belowKey(look, node.width) : '';
    const keyed = key && `${key}|${node.height}`;
    if (keyed === this.#keys.below) return;
    this.#keys.below = keyed;
    if (!keyed) {
      this.#below?.destroy();
      this.#below = null;
      return;
    }
    if (!this.#below) {
      this.#below = new BelowNode(this.titles, this.looks.theme);
      this.container.addChild(this.#below.container);
    }
    this.#below.build(look, node.width, node.height);
  }

  #setTag(node: SceneNode, look: NodeLook): void {
    const shown = this.#tagZoom !== null && look.nameTag && node.name !== '';
    const key = shown ? `${node.name}|${node.width}` : '';
    if (key !== this.#keys.tag) {
      this.#keys.tag = key;
      if (!shown) {
        this.#tag?.destroy();
        this.#tag = null;
      } else {
        this.#tag ??= new NameTag(this.titles);
        this.container.addChild(this.#tag.container);
        this.#tag.build(node.name, node.width);
      }
    }
    if (this.#tag && this.#tagZoom !== null) this.#tag.scaleFor(this.#tagZoom);
  }
}
