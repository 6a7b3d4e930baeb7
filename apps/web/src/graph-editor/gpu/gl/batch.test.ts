import { describe, expect, it } from 'vitest';
import { Batch, TEXTURE_SLOTS } from './batch.js';
import { Container, Graphics, Sprite } from './scene.js';
import { Texture } from './texture.js';

const texture = () => new Texture({} as TexImageSource, 20, 10);

function square(x: number, y: number): Graphics {
  const g = new Graphics().rect(0, 0, 10, 10).fill(0xffffff);
  g.position.set(x, y);
  return g;
}

describe('Batch', () => {
  it('places shapes by their containers’ positions and scales, and leaves out what is hidden', () => {
    const root = new Container();
    const parent = root.addChild(new Container());
    parent.position.set(100, 0);
    parent.scale.set(2);
    parent.addChild(square(5, 0));
    root.addChild(square(0, 0)).visible = false;
    const batch = new Batch();
    batch.build(root);
    expect(batch.ops).toHaveLength(1);
    const xs = [...batch.data].filter((_, i) => i % 6 === 0);
    expect(Math.min(...xs)).toBe(110);
    expect(Math.max(...xs)).toBe(130);
  });

  it('draws shapes and texts in order in one draw until it holds more textures than the shader samples', () => {
    const root = new Container();
    for (let i = 0; i < TEXTURE_SLOTS + 2; i++) {
      root.addChild(square(i * 20, 0));
      root.addChild(new Sprite(texture()));
    }
    const batch = new Batch();
    batch.build(root);
    const draws = batch.ops.filter((op) => op.kind === 'draw');
    expect(draws).toHaveLength(2);
    expect(draws[0].kind === 'draw' && draws[0].textures).toHaveLength(TEXTURE_SLOTS);
    expect(batch.vertices).toBe((TEXTURE_SLOTS + 2) * 12);
  });

  it('leaves a render group inside to its own batch, and sorts children by zIndex when asked', () => {
    const root = new Container();
    const group = root.addChild(new Container({ isRenderGroup: true }));
    group.addChild(square(0, 0));
    root.addChild(square(50, 0));
    const batch = new Batch();
    batch.build(root);
    expect(batch.ops.map((op) => op.kind)).toEqual(['group', 'draw']);

    const sorted = new Container();
    sorted.sortableChildren = true;
    const top = sorted.addChild(square(0, 0));
    sorted.addChild(square(30, 0));
    top.zIndex = 1;
    expect(sorted.drawOrder()[1]).toBe(top);
  });
});

describe('what a change marks', () => {
  it('marks the batch of the render group it is in; a group’s own move marks the one above', () => {
    const root = new Container();
    const world = root.addChild(new Container({ isRenderGroup: true }));
    const node = world.addChild(square(0, 0));
    root.batchStale = false;
    world.batchStale = false;

    world.scale.set(0.5);
    expect(world.batchStale).toBe(false);
    expect(root.batchStale).toBe(true);

    root.batchStale = false;
    node.position.set(10, 10);
    expect(world.batchStale).toBe(true);
    expect(root.batchStale).toBe(false);

    world.batchStale = false;
    node.clear().circle(0, 0, 4).fill(0xffffff);
    expect(world.batchStale).toBe(true);
  });

  it('marks every Graphics drawing a shared context when it changes', () => {
    const root = new Container({ isRenderGroup: true });
    const shared = new Graphics().context;
    root.addChild(new Graphics(shared));
    root.batchStale = false;
    shared.rect(0, 0, 5, 5).fill(0xffffff);
    expect(root.batchStale).toBe(true);
  });
});
