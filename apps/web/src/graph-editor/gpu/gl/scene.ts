import { type Batched, markChanged } from './changes.js';
import { GraphicsContext } from './graphics-context.js';
import type { Texture } from './texture.js';

/** An x, y pair whose changes count as changes to what is drawn. */
export class Point {
  #x: number;
  #y: number;

  constructor(
    x: number,
    y: number,
    private readonly onChange: () => void,
  ) {
    this.#x = x;
    this.#y = y;
  }

  get x(): number {
    return this.#x;
  }

  set x(value: number) {
    if (value !== this.#x) {
      this.#x = value;
      this.onChange();
    }
  }

  get y(): number {
    return this.#y;
  }

  set y(value: number) {
    if (value !== this.#y) {
      this.#y = value;
      this.onChange();
    }
  }

  /** Sets both (one value: both the same). */
  set(x: number, y: number = x): void {
    if (x === this.#x && y === this.#y) return;
    this.#x = x;
    this.#y = y;
    this.onChange();
  }
}

export interface DestroyOptions {
  children?: boolean;
  context?: boolean;
  texture?: boolean;
}

/**
 * A node of the drawn tree, as PixiJS's Container: a position and scale (no rotation: nothing on
 * the canvas turns), an alpha that multiplies down the tree, visibility, and children drawn in
 * order (by zIndex when `sortableChildren`). A render group's content is batched once and drawn
 * again with only its transform changed until something inside it changes.
 */
export class Container implements Batched {
  readonly position = new Point(0, 0, () => markChanged(this, true));
  readonly scale = new Point(1, 1, () => markChanged(this, true));
  readonly children: Container[] = [];
  parent: Container | null = null;
  readonly isRenderGroup: boolean;
  /** a render group's (or the top's) batch no longer shows what is under it */
  batchStale = true;
  #alpha = 1;
  #visible = true;
  #zIndex = 0;
  #sortableChildren = false;
  /** the children sorted by zIndex, kept until a child comes, goes or changes its zIndex */
  #sorted: readonly Container[] | null = null;
  destroyed = false;

  constructor(options: { isRenderGroup?: boolean } = {}) {
    this.isRenderGroup = options.isRenderGroup === true;
  }

  get x(): number {
    return this.position.x;
  }

  set x(value: number) {
    this.position.x = value;
  }

  get y(): number {
    return this.position.y;
  }

  set y(value: number) {
    this.position.y = value;
  }

  get alpha(): number {
    return this.#alpha;
  }

  set alpha(value: number) {
    if (value === this.#alpha) return;
    this.#alpha = value;
    markChanged(this, true);
  }

  get visible(): boolean {
    return this.#visible;
  }

  set visible(value: boolean) {
    if (value === this.#visible) return;
    this.#visible = value;
    markChanged(this, true);
  }

  get zIndex(): number {
    return this.#zIndex;
  }

  set zIndex(value: number) {
    if (value === this.#zIndex) return;
    this.#zIndex = value;
    if (this.parent) this.parent.#sorted = null;
    markChanged(this, true);
  }

  get sortableChildren(): boolean {
    return this.#sortableChildren;
  }

  set sortableChildren(value: boolean) {
    this.#sortableChildren = value;
    markChanged(this);
  }

  /** Adds children at the end (each leaves its former parent); returns the first. */
  addChild<T extends Container>(child: T, ...more: Container[]): T {
    for (const c of [child, ...more]) this.addChildAt(c, this.children.length);
    return child;
  }

  addChildAt<T extends Container>(child: T, index: number): T {
    if (child.parent) child.parent.removeChild(child);
    this.children.splice(Math.max(0, Math.min(index, this.children.length)), 0, child);
    child.parent = this;
    this.#sorted = null;
    markChanged(this);
    return child;
  }

  removeChild<T extends Container>(child: T): T {
    const index = this.children.indexOf(child);
    if (index >= 0) {
      this.children.splice(index, 1);
      child.parent = null;
      this.#sorted = null;
      markChanged(this);
    }
    return child;
  }

  getChildIndex(child: Container): number {
    return this.children.indexOf(child);
  }

  /** The children in drawing order. */
  drawOrder(): readonly Container[] {
    if (!this.#sortableChildren) return this.children;
    // stable: equal zIndex keeps insertion order
    this.#sorted ??= this.children
      .map((child, i) => [child, i] as const)
      .sort((a, b) => a[0].zIndex - b[0].zIndex || a[1] - b[1])
      .map(([child]) => child);
    return this.#sorted;
  }

  destroy(options: DestroyOptions = {}): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.parent?.removeChild(this);
    const children = [...this.children];
    for (const child of children) {
      if (options.children) child.destroy(options);
      else this.removeChild(child);
    }
    this.children.length = 0;
  }
}

/** Shapes drawn from a GraphicsContext: its own, or one shared by many (`context = shared`). */
export class Graphics extends Container {
  #context: GraphicsContext;
  #ownContext: boolean;

  constructor(context?: GraphicsContext) {
    super();
    this.#context = context ?? new GraphicsContext();
    this.#ownContext = !context;
    this.#context.users.add(this);
  }

  get context(): GraphicsContext {
    return this.#context;
  }

  set context(value: GraphicsContext) {
    if (value === this.#context) return;
    this.#context.users.delete(this);
    if (this.#ownContext) this.#context.destroy();
    this.#context = value;
    this.#ownContext = false;
    value.users.add(this);
    markChanged(this);
  }

  moveTo(x: number, y: number): this {
    this.#context.moveTo(x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.#context.lineTo(x, y);
    return this;
  }

  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.#context.bezierCurveTo(c1x, c1y, c2x, c2y, x, y);
    return this;
  }

  arc(cx: number, cy: number, r: number, start: number, end: number, counterclockwise?: boolean): this {
    this.#context.arc(cx, cy, r, start, end, counterclockwise);
    return this;
  }

  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): this {
    this.#context.arcTo(x1, y1, x2, y2, r);
    return this;
  }

  closePath(): this {
    this.#context.closePath();
    return this;
  }

  poly(points: readonly number[] | ReadonlyArray<{ x: number; y: number }>, close?: boolean): this {
    this.#context.poly(points, close);
    return this;
  }

  rect(x: number, y: number, w: number, h: number): this {
    this.#context.rect(x, y, w, h);
    return this;
  }

  roundRect(x: number, y: number, w: number, h: number, r: number): this {
    this.#context.roundRect(x, y, w, h, r);
    return this;
  }

  circle(cx: number, cy: number, r: number): this {
    this.#context.circle(cx, cy, r);
    return this;
  }

  fill(...args: Parameters<GraphicsContext['fill']>): this {
    this.#context.fill(...args);
    return this;
  }

  stroke(...args: Parameters<GraphicsContext['stroke']>): this {
    this.#context.stroke(...args);
    return this;
  }

  clear(): this {
    this.#context.clear();
    return this;
  }

  /** The box around its shapes, in its own coordinates. */
  getLocalBounds(): { x: number; y: number; width: number; height: number } {
    return this.#context.bounds();
  }

  override destroy(options: DestroyOptions = {}): void {
    super.destroy(options);
    this.#context.users.delete(this);
    // a shared context stays with its owner unless asked
    if (this.#ownContext || options.context) this.#context.destroy();
  }
}

/** A texture drawn on one quad at the sprite's position, its size the texture's (in CSS pixels). */
export class Sprite extends Container {
  #texture: Texture;

  constructor(texture: Texture) {
    super();
    this.#texture = texture;
  }

  get texture(): Texture {
    return this.#texture;
  }

  set texture(value: Texture) {
    if (value === this.#texture) return;
    this.#texture = value;
    markChanged(this);
  }

  get width(): number {
    return this.#texture.width * this.scale.x;
  }

  get height(): number {
    return this.#texture.height * this.scale.y;
  }
}
