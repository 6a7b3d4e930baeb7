// @vitest-environment jsdom

import { connectionId } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { fakeSource, plainNode } from './fake-source.test-support.js';
import { Container, type Graphics, Texture } from './gl/index.js';
import type { GpuStage } from './gpu-stage.js';
import { NodeLooks } from './node-looks.js';
import { SceneModel } from './scene-model.js';
import { ScenePainter } from './scene-painter.js';
import { type CanvasTheme, cssPaint } from './theme.js';
import type { TitleTextures } from './title-textures.js';

const paint = cssPaint('#888888');
const THEME: CanvasTheme = {
  background: paint,
  grid: paint,
  accent: paint,
  wire: paint,
  ok: paint,
  warning: paint,
  danger: paint,
  inset: paint,
  border: paint,
  surface: paint,
  text: { text: '#fff', muted: '#aaa', error: '#f00', warning: '#fa0', ghost: '#888' },
  dataType: () => paint,
};

/** Texts without a renderer: every text is the empty texture, measured at 7 px a letter. */
const TITLES = {
  acquireText: () => ({ key: 't', texture: Texture.EMPTY }),
  release: () => {},
  fit: (text: string) => text,
  wrap: (text: string) => [text],
  width: (text: string) => text.length * 7,
} as unknown as TitleTextures;

function stage() {
  return {
    trays: new Container(),
    overview: new Container(),
    wires: new Container(),
    nodes: new Container(),
  } as unknown as GpuStage;
}

/** A wire from one plus's result to the next one's numbers. */
function wire(sourceNode: string, targetNode: string) {
  const c = {
    sourceNode,
    sourceOutputIdentifier: 'result',
    targetNode,
    targetInputIdentifier: 'numbers',
    order: 0,
  };
  return { ...c, id: connectionId(c) };
}

/** A row of plates 300 apart from x = 0, each wired to the next, the view at 100% showing x 0–1000 and y 0–600. */
function painted(count: number, wired = false) {
  const nodes = Array.from({ length: count }, (_, i) => plainNode(`n${i}`, 'plus', i * 300, 100));
  const wires = wired ? nodes.slice(1).map((n, i) => wire(`n${i}`, n.id)) : [];
  const scene = new SceneModel();
  const layers = stage();
  const painter = new ScenePainter(layers, scene, new NodeLooks(THEME), TITLES);
  painter.apply(scene.update(fakeSource(nodes, wires).source));
  painter.takeChangedAreas();
  return { painter, layers };
}

const VISIBLE = { x: 0, y: 0, width: 1000, height: 600 };

describe('ScenePainter', () => {
  it('queues the cull window on a detail step and builds it nearest the view first, a budget at a time', () => {
    const { painter, layers } = painted(8);
    expect(painter.follow(VISIBLE, 1)).toBe(true);
    expect(painter.detail).toBe('full');
    // the window reaches half a screen past the view: x -500 to 1500, six plates (0 to 1500)
    expect(painter.displays.nodes).toBe(0);
    expect(painter.queued).toBe(true);

    // a zero budget builds one display a call: the nearest the view's centre (x 500) first
    painter.buildQueued(VISIBLE, 0);
    expect(painter.displays.nodes).toBe(1);
    expect(painter.takeChangedAreas()).toMatchObject([{ x: 300 }]);
    // nodes in the drawn area still lack displays: the overview's tiles stand in under them
    expect(layers.overview.visible).toBe(true);

    while (painter.queued) painter.buildQueued(VISIBLE, 0);
    expect(painter.displays).toEqual({ nodes: 6, wires: 0 });
    expect(layers.overview.visible).toBe(false);
  });

  it('keeps the displays of a detail step shown until each is rebuilt at the new detail', () => {
    const { painter } = painted(4);
    painter.follow(VISIBLE, 1);
    while (painter.queued) painter.buildQueued(VISIBLE, 1000);
    expect(painter.displays.nodes).toBe(4);
    // far enough out for plain plates (below 0.4), the same displays wait to be redrawn
    painter.follow({ x: 0, y: 0, width: 3000, height: 1800 }, 0.33);
    expect(painter.detail).toBe('plain');
    expect(painter.displays.nodes).toBe(4);
    expect(painter.queued).toBe(true);
    painter.buildQueued({ x: 0, y: 0, width: 3000, height: 1800 }, 1000);
    expect(painter.queued).toBe(false);
  });

  it('a view inside the window moves no display and queues nothing', () => {
    const { painter } = painted(4);
    painter.follow(VISIBLE, 1);
    while (painter.queued) painter.buildQueued(VISIBLE, 1000);
    expect(painter.follow({ ...VISIBLE, x: 100 }, 1)).toBe(false);
    expect(painter.queued).toBe(false);
  });

  it('draws wires between plates far out as one-pixel lines, and as strokes again in full detail', () => {
    const { painter, layers } = painted(3, true);
    const wireModes = () =>
      layers.wires.children.flatMap((g) => (g as Graphics).context.geometry().map((part) => part.mode));
    painter.follow(VISIBLE, 1);
    while (painter.queued) painter.buildQueued(VISIBLE, 1000);
    expect(painter.displays.wires).toBe(2);
    expect(new Set(wireModes())).toEqual(new Set(['triangles']));
    // a 2-unit stroke at 0.33 is under a pixel: without anti-aliasing it broke into dashes
    const far = { x: 0, y: 0, width: 3000, height: 1800 };
    painter.follow(far, 0.33);
    expect(painter.detail).toBe('plain');
    while (painter.queued) painter.buildQueued(far, 1000);
    expect(new Set(wireModes())).toEqual(new Set(['lines']));
  });
});
