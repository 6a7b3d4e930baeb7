import fc from 'fast-check';
import type { MosaicNode } from 'react-mosaic-component';
import { describe, expect, it } from 'vitest';
import { type DockTree, fromDockTree, toDockTree } from './codec.js';
import type { LayoutContainer } from './layout-json.js';

// Panel ids are handed out in order so every generated tree names each panel once.
function withUniqueIds<T>(build: (nextId: () => string) => T): T {
  let n = 0;
  return build(() => `p${String(n++).padStart(5, '0')}`);
}

type Shape =
  | { leaf: number; current: number }
  | { dir: 'horizontal' | 'vertical'; pct: number; a: Shape; b: Shape };
const shape: fc.Arbitrary<Shape> = fc.letrec<{ node: Shape }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ leaf: fc.integer({ min: 1, max: 4 }), current: fc.nat(3) }),
    fc.record({
      dir: fc.constantFrom('horizontal' as const, 'vertical' as const),
      pct: fc.double({ min: 0, max: 100, noNaN: true }),
      a: tie('node'),
      b: tie('node'),
    }),
  ),
})).node;

/** The codec's canonical spec JSON: no empty leaves, never reversed, every field it writes. */
function canonical(s: Shape): LayoutContainer {
  return withUniqueIds((nextId) => {
    const build = (node: Shape): LayoutContainer => {
      if ('leaf' in node) {
        const ids = Array.from({ length: node.leaf }, nextId);
        return { panelIds: ids, currentPanelId: ids[node.current % ids.length] as string };
      }
      return {
        splitDirection: node.dir,
        splitPercentage: node.pct,
        reversed: false,
        firstPath: build(node.a),
        secondPath: build(node.b),
      };
    };
    return build(s);
  });
}

type Box = { top: number; left: number; width: number; height: number };
/** Where each panel is drawn (unit square), and which one shows in its group: what the user sees. */
function geometry(tree: DockTree): Map<string, Box & { shown: boolean }> {
  const out = new Map<string, Box & { shown: boolean }>();
  const walk = (node: MosaicNode<string>, box: Box) => {
    if (typeof node === 'string' || typeof node === 'number') {
      out.set(String(node), { ...box, shown: true });
      return;
    }
    if (node.type === 'tabs') {
      node.tabs.forEach((id, i) => {
        out.set(String(id), { ...box, shown: i === node.activeTabIndex });
      });
      return;
    }
    const shares = node.splitPercentages ?? node.children.map(() => 100 / node.children.length);
    let offset = 0;
    node.children.forEach((child, i) => {
      const share = (shares[i] ?? 0) / 100;
      walk(
        child,
        node.direction === 'row'
          ? { ...box, left: box.left + offset * box.width, width: share * box.width }
          : { ...box, top: box.top + offset * box.height, height: share * box.height },
      );
      offset += share;
    });
  };
  if (tree !== null) walk(tree, { top: 0, left: 0, width: 1, height: 1 });
  return out;
}

function expectSameGeometry(a: DockTree, b: DockTree) {
  const ga = geometry(a);
  const gb = geometry(b);
  expect([...gb.keys()]).toEqual([...ga.keys()]);
  for (const [id, box] of ga) {
    const other = gb.get(id);
    expect(other?.shown).toBe(box.shown);
    for (const key of ['top', 'left', 'width', 'height'] as const)
      expect(other?.[key]).toBeCloseTo(box[key], 9);
  }
}

/** Any mosaic tree: n-ary splits with shares summing to 100, tab groups of two or more. */
const dockTree: fc.Arbitrary<MosaicNode<string>> = fc
  .letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant('leaf'),
      fc.record({ tabs: fc.integer({ min: 2, max: 4 }), active: fc.nat(3) }),
      fc.record({
        dir: fc.constantFrom('row' as const, 'column' as const),
        children: fc.array(tie('node'), { minLength: 2, maxLength: 4 }),
        weights: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 4, maxLength: 4 }),
      }),
    ),
  }))
  .node.map((s) =>
    withUniqueIds((nextId) => {
      const build = (node: unknown): MosaicNode<string> => {
        if (node === 'leaf') return nextId();
        const n = node as {
          tabs?: number;
          active?: number;
          dir?: 'row' | 'column';
          children?: unknown[];
          weights?: number[];
        };
        if (n.tabs !== undefined)
          return {
            type: 'tabs',
            tabs: Array.from({ length: n.tabs }, nextId),
            activeTabIndex: (n.active ?? 0) % n.tabs,
          };
        const children = (n.children ?? []).map(build);
        const weights = (n.weights ?? []).slice(0, children.length);
        const total = weights.reduce((sum, w) => sum + w, 0);
        return {
          type: 'split',
          direction: n.dir ?? 'row',
          children,
          splitPercentages: weights.map((w) => (w / total) * 100),
        };
      };
      return build(s);
    }),
  );

describe('layout codec (spec JSON ⇄ mosaic tree)', () => {
  it('gives back the same spec JSON after a trip through the mosaic tree', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const json = canonical(s);
        expect(fromDockTree(toDockTree(json))).toEqual(json);
      }),
    );
  });

  it('draws every panel of a mosaic tree in the same place after a trip through the spec JSON', () => {
    fc.assert(
      fc.property(dockTree, (tree) => {
        const json = fromDockTree(tree);
        expectSameGeometry(tree, toDockTree(json));
        // and the JSON it makes is already canonical: a second trip changes nothing
        expect(fromDockTree(toDockTree(json))).toEqual(json);
      }),
    );
  });

  it('draws a reversed split with its second path first, its share kept by the first path', () => {
    const a = { panelIds: ['aaaaaa'], currentPanelId: 'aaaaaa' };
    const b = { panelIds: ['bbbbbb'], currentPanelId: 'bbbbbb' };
    const tree = toDockTree({
      splitDirection: 'vertical',
      splitPercentage: 30,
      reversed: true,
      firstPath: a,
      secondPath: b,
    });
    expect(tree).toEqual({
      type: 'split',
      direction: 'column',
      children: ['bbbbbb', 'aaaaaa'],
      splitPercentages: [70, 30],
    });
    expect(fromDockTree(tree)).toEqual({
      splitDirection: 'vertical',
      splitPercentage: 70,
      reversed: false,
      firstPath: b,
      secondPath: a,
    });
  });

  it('splits 50 % when the JSON names no percentage, and drops empty leaves', () => {
    const a = { panelIds: ['aaaaaa'] };
    const b = { panelIds: ['bbbbbb', 'cccccc'], currentPanelId: 'cccccc' };
    expect(toDockTree({ firstPath: a, secondPath: b })).toEqual({
      type: 'split',
      direction: 'row',
      children: ['aaaaaa', { type: 'tabs', tabs: ['bbbbbb', 'cccccc'], activeTabIndex: 1 }],
      splitPercentages: [50, 50],
    });
    expect(toDockTree({ firstPath: { panelIds: [] }, secondPath: a })).toBe('aaaaaa');
    expect(toDockTree({ panelIds: [] })).toBeNull();
    expect(fromDockTree(null)).toEqual({ panelIds: [], currentPanelId: null });
  });
});
