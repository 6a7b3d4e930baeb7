import type { GeometryPart } from './graphics-context.js';
import { type Container, Graphics, Sprite } from './scene.js';
import type { Texture } from './texture.js';

/** Textures one draw may sample (the fragment shader's units). */
export const TEXTURE_SLOTS = 8;
/** Bytes per vertex: x, y, u, v (floats), colour (four bytes), texture slot (float). */
export const VERTEX_BYTES = 24;

/** A position, scale and alpha relative to a render group. */
export interface Placement {
  sx: number;
  sy: number;
  tx: number;
  ty: number;
  alpha: number;
}

export type BatchOp =
  | { kind: 'draw'; mode: 'triangles' | 'lines'; first: number; count: number; textures: Texture[] }
  | { kind: 'group'; group: Container; placement: Placement };

/**
 * A render group's content as one vertex array and the draws over it, in drawing order: shapes and
 * texts share a draw while they are drawn the same way (triangles or pixel lines) and use at most
 * TEXTURE_SLOTS textures; a render group inside is a step of its own, batched apart.
 */
export class Batch {
  ops: BatchOp[] = [];
  #floats = new Float32Array(6 * 1024);
  #bytes = new Uint32Array(this.#floats.buffer);
  #vertices = 0;
  #open: Extract<BatchOp, { kind: 'draw' }> | null = null;

  /** the vertices as uploaded */
  get data(): Float32Array {
    return this.#floats.subarray(0, this.#vertices * 6);
  }

  get vertices(): number {
    return this.#vertices;
  }

  /** Builds the batch of `group` (its own content, in its coordinates). */
  build(group: Container): void {
    this.ops = [];
    this.#vertices = 0;
    this.#open = null;
    for (const child of group.drawOrder()) this.#add(child, { sx: 1, sy: 1, tx: 0, ty: 0, alpha: 1 });
    this.#close();
  }

  #add(node: Container, parent: Placement): void {
    if (!node.visible || node.alpha <= 0) return;
    const p: Placement = {
      sx: parent.sx * node.scale.x,
      sy: parent.sy * node.scale.y,
      tx: parent.tx + parent.sx * node.position.x,
      ty: parent.ty + parent.sy * node.position.y,
      alpha: parent.alpha * node.alpha,
    };
    if (node.isRenderGroup) {
      this.#close();
      this.ops.push({ kind: 'group', group: node, placement: p });
      return;
    }
    if (node instanceof Graphics) for (const part of node.context.geometry()) this.#addPart(part, p);
    else if (node instanceof Sprite) this.#addSprite(node.texture, p);
    for (const child of node.drawOrder()) this.#add(child, p);
  }

  #addPart(part: GeometryPart, p: Placement): void {
    const points = part.positions;
    const count = points.length / 2;
    if (count === 0) return;
    const draw = this.#drawFor(part.mode, null);
    const [r, g, b, a] = part.rgba;
    const color = packColor(r * p.alpha, g * p.alpha, b * p.alpha, a * p.alpha);
    this.#reserve(count);
    const f = this.#floats;
    const u = this.#bytes;
    let o = this.#vertices * 6;
    for (let i = 0; i < points.length; i += 2) {
      f[o] = p.tx + p.sx * points[i];
      f[o + 1] = p.ty + p.sy * points[i + 1];
      f[o + 2] = 0;
      f[o + 3] = 0;
      u[o + 4] = color;
      f[o + 5] = -1;
      o += 6;
    }
    this.#vertices += count;
    draw.count += count;
  }

  #addSprite(texture: Texture, p: Placement): void {
    if (!texture.drawable) return;
    const draw = this.#drawFor('triangles', texture);
    const slot = draw.textures.indexOf(texture);
    const color = packColor(p.alpha, p.alpha, p.alpha, p.alpha);
    const x0 = p.tx;
    const y0 = p.ty;
    const x1 = p.tx + p.sx * texture.width;
    const y1 = p.ty + p.sy * texture.height;
    this.#reserve(6);
    // two triangles: top-left, top-right, bottom-left; bottom-left, top-right, bottom-right
    this.#spriteVertex(0, x0, y0, 0, 0, color, slot);
    this.#spriteVertex(1, x1, y0, 1, 0, color, slot);
    this.#spriteVertex(2, x0, y1, 0, 1, color, slot);
    this.#spriteVertex(3, x0, y1, 0, 1, color, slot);
    this.#spriteVertex(4, x1, y0, 1, 0, color, slot);
    this.#spriteVertex(5, x1, y1, 1, 1, color, slot);
    this.#vertices += 6;
    draw.count += 6;
  }

  /** Writes the `i`th vertex after the batch's last one (room reserved). */
  #spriteVertex(i: number, x: number, y: number, s: number, t: number, color: number, slot: number): void {
    const o = (this.#vertices + i) * 6;
    this.#floats[o] = x;
    this.#floats[o + 1] = y;
    this.#floats[o + 2] = s;
    this.#floats[o + 3] = t;
    this.#bytes[o + 4] = color;
    this.#floats[o + 5] = slot;
  }

  /** The open draw if it can take this, else a new one. */
  #drawFor(mode: 'triangles' | 'lines', texture: Texture | null): Extract<BatchOp, { kind: 'draw' }> {
    const open = this.#open;
    if (open && open.mode === mode) {
      if (!texture || open.textures.includes(texture)) return open;
      if (open.textures.length < TEXTURE_SLOTS) {
        open.textures.push(texture);
        return open;
      }
    }
    this.#close();
    const draw = {
      kind: 'draw' as const,
      mode,
      first: this.#vertices,
      count: 0,
      textures: texture ? [texture] : [],
    };
    this.#open = draw;
    return draw;
  }

  #close(): void {
    if (this.#open && this.#open.count > 0) this.ops.push(this.#open);
    this.#open = null;
  }

  #reserve(count: number): void {
    const needed = (this.#vertices + count) * 6;
    if (needed <= this.#floats.length) return;
    let size = this.#floats.length * 2;
    while (size < needed) size *= 2;
    const grown = new Float32Array(size);
    grown.set(this.#floats.subarray(0, this.#vertices * 6));
    this.#floats = grown;
    this.#bytes = new Uint32Array(grown.buffer);
  }
}

/** Four 0–1 channels as one little-endian RGBA word (the shader reads them normalised). */
function packColor(r: number, g: number, b: number, a: number): number {
  const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v * 255)));
  return ((byte(a) << 24) | (byte(b) << 16) | (byte(g) << 8) | byte(r)) >>> 0;
}
