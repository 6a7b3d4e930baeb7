import { describe, expect, it } from 'vitest';
import type { SceneNode } from '../scene-model.js';
import { DOM_BODY_CAP, DOM_BODY_MIN_ZOOM, domBodyIds } from './dom-bodies.js';
import { nameBox, onName } from './name-box.js';

function scene(id: string, kind: SceneNode['kind'], x: number, y: number): SceneNode {
  return {
    id,
    kind,
    x,
    y,
    width: 160,
    height: 50,
    order: 0,
    name: id,
    subtitle: '',
    fill: '#808080',
    tone: 'light',
    selected: false,
    status: 'clean',
    sockets: [],
  };
}

const view = { x: 0, y: 0, width: 1000, height: 1000 };

describe('domBodyIds', () => {
  it('gives viewers in view a DOM body, nearest the centre first, and nothing else', () => {
    const nodes = [
      scene('far', 'viewer', 0, 0),
      scene('near', 'viewer', 420, 470),
      scene('plate', 'plate', 500, 500),
      scene('outside', 'viewer', 2000, 0),
    ];
    expect(domBodyIds(nodes, view, 1)).toEqual(['near', 'far']);
  });

  it('caps them and mounts none below the readable zoom', () => {
    const many = Array.from({ length: DOM_BODY_CAP + 5 }, (_, i) => scene(`v${i}`, 'viewer', i * 40, i * 40));
    expect(domBodyIds(many, view, 1)).toHaveLength(DOM_BODY_CAP);
    expect(domBodyIds(many, view, DOM_BODY_MIN_ZOOM - 0.01)).toEqual([]);
  });
});

describe('nameBox', () => {
  it("is a plate's upper text line, where a double-click renames", () => {
    const plate = scene('p', 'plate', 100, 100);
    expect(nameBox(plate).y).toBeLessThan(plate.height / 2);
    expect(onName(plate, { x: 130, y: 118 })).toBe(true);
    // the body under the name lines enters a level instead
    expect(onName(plate, { x: 130, y: 146 })).toBe(false);
  });
});
