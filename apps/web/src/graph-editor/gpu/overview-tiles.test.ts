// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { fakeSource, plainNode } from './fake-source.test-support.js';
import type { Graphics } from './gl/index.js';
import { NodeLooks } from './node-looks.js';
import { OverviewTiles } from './overview-tiles.js';
import { SceneModel } from './scene-model.js';
import type { CanvasTheme } from './theme.js';
import { cssPaint } from './theme.js';

const paint = cssPaint('#888888');
const THEME = { accent: paint, wire: paint, dataType: () => paint } as unknown as CanvasTheme;
const EVERYWHERE = { x: -10_000, y: -10_000, width: 20_000, height: 20_000 };

describe('OverviewTiles', () => {
  const setup = () => {
    const fake = fakeSource([plainNode('a', 'plus', 0, 0), plainNode('b', 'plus', 5000, 0)]);
    const scene = new SceneModel();
    const tiles = new OverviewTiles(scene, new NodeLooks(THEME));
    const update = () => {
      const diff = scene.update(fake.source);
      for (const id of [...diff.nodes.added, ...diff.nodes.changed, ...diff.nodes.removed]) tiles.node(id);
    };
    update();
    return { ...fake, tiles, update };
  };

  it('builds each tile once, and again only when a rectangle in it moved', () => {
    const { tiles, update, move } = setup();
    expect(tiles.prepare(EVERYWHERE)).toBe(2);
    expect(tiles.prepare(EVERYWHERE)).toBe(0);
    move('a', 40, 0);
    update();
    expect(tiles.prepare(EVERYWHERE)).toBe(1);
  });

  it('outlines a selection over the tiles without rebuilding them (a band’s every step)', () => {
    const { tiles, update, state } = setup();
    tiles.prepare(EVERYWHERE);
    const outlines = tiles.layer.children[1] as Graphics | undefined;
    state.selection = new Set(['a', 'b']);
    update();
    expect(tiles.prepare(EVERYWHERE)).toBe(0);
    expect(outlines?.getLocalBounds().width).toBeGreaterThan(5000);
    state.selection = new Set();
    update();
    expect(tiles.prepare(EVERYWHERE)).toBe(0);
    expect(outlines?.getLocalBounds().width).toBe(0);
  });
});
