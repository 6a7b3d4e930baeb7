import { describe, expect, it } from 'vitest';
import type { SelectMode } from '../../editor/index.js';
import { type GesturePorts, PointerGestures, type PointerTool } from './pointer-gestures.js';
import type { View } from './view-transform.js';

/** Ports over a view at zoom 2 and one node covering screen 100..260 × 100..200. */
function setup() {
  return setupWith();
}

function setupWith(tool?: PointerTool) {
  let view: View = { x: 0, y: 0, zoom: 2 };
  let selection = new Set<string>();
  const log: string[] = [];
  const updates: Array<{ dx: number; dy: number }> = [];
  const ports: GesturePorts = {
    view: () => view,
    setView: (next, settled) => {
      view = next;
      log.push(`view ${next.x},${next.y}${settled ? ' settled' : ''}`);
    },
    nodeAt: ({ x, y }) => (x >= 100 && x <= 260 && y >= 100 && y <= 200 ? 'a' : undefined),
    nodesIn: (r) => (r.x <= 130 && r.x + r.width >= 50 && r.y <= 100 && r.y + r.height >= 50 ? ['a'] : []),
    selection: () => selection,
    select: (ids: readonly string[], mode: SelectMode = 'replace') => {
      if (mode === 'replace') selection = new Set(ids);
      else if (mode === 'add') for (const id of ids) selection.add(id);
      else for (const id of ids) selection.has(id) ? selection.delete(id) : selection.add(id);
      selection = new Set(selection);
    },
    clearSelection: () => {
      selection = new Set();
    },
    translate: (ids) => {
      log.push(`translate ${ids.join()}`);
      return { update: (u) => updates.push(u), end: () => log.push('end'), cancel: () => log.push('cancel') };
    },
    showBand: (rect) => log.push(rect ? 'band' : 'band gone'),
    bandSelected: (ids) => log.push(`band holds ${ids.join()}`),
    readOnly: () => false,
    tools: tool ? [tool] : [],
  };
  const at = (x: number, y: number, button = 0, shiftKey = false) => ({
    x,
    y,
    button,
    shiftKey,
    ctrlKey: false,
    metaKey: false,
  });
  return { gestures: new PointerGestures(ports), at, log, updates, selection: () => selection };
}

describe('PointerGestures', () => {
  it('a click on a node selects it; a shift-click on another toggles it', () => {
    const { gestures, at, selection } = setup();
    gestures.down(at(120, 120));
    gestures.up(at(120, 120));
    expect([...selection()]).toEqual(['a']);
    gestures.down(at(120, 120, 0, true));
    gestures.up(at(120, 120, 0, true));
    expect(selection().size).toBe(0);
  });

  it('a drag on a node moves it through one translate gesture, in flow units, ended on release', () => {
    const { gestures, at, log, updates } = setup();
    gestures.down(at(120, 120));
    gestures.move(at(160, 140));
    gestures.move(at(220, 180));
    gestures.up(at(220, 180));
    expect(log).toEqual(['translate a', 'end']);
    expect(updates.at(-1)).toEqual({ dx: 50, dy: 30 });
  });

  it('a middle-button drag pans and reports the view when it ends', () => {
    const { gestures, at, log } = setup();
    gestures.down(at(10, 10, 1));
    gestures.move(at(40, 30, 1));
    gestures.up(at(50, 30, 1));
    expect(log).toEqual(['view 30,20', 'view 40,20 settled']);
  });

  it('a drag on empty canvas selects what the band touches; a click there clears', () => {
    const { gestures, at, log, selection } = setup();
    gestures.down(at(20, 20));
    gestures.move(at(150, 150));
    gestures.up(at(150, 150));
    expect([...selection()]).toEqual(['a']);
    expect(log).toEqual(['band', 'band holds a', 'band gone']);
    gestures.down(at(500, 500));
    gestures.up(at(500, 500));
    expect(selection().size).toBe(0);
  });

  it('a cancelled drag bails out of its gesture', () => {
    const { gestures, at, log } = setup();
    gestures.down(at(120, 120));
    gestures.move(at(200, 200));
    gestures.cancel();
    expect(log).toEqual(['translate a', 'cancel']);
  });
});

describe('PointerGestures with a tool', () => {
  it('a press a tool takes is followed by the tool to its release, and nothing else happens', () => {
    const log: string[] = [];
    const { gestures, at, selection } = setupWith({
      press: (e) =>
        e.x > 500
          ? {
              move: (m) => log.push(`move ${m.x}`),
              up: (u) => log.push(`up ${u.x}`),
              cancel: () => log.push('cancel'),
            }
          : undefined,
    });
    gestures.down(at(600, 10));
    gestures.move(at(620, 10));
    gestures.up(at(640, 10));
    gestures.down(at(700, 10));
    gestures.cancel();
    expect(log).toEqual(['move 620', 'up 640', 'cancel']);
    // a press the tool leaves goes on as before: a click on the node selects it
    gestures.down(at(120, 120));
    gestures.up(at(120, 120));
    expect([...selection()]).toEqual(['a']);
  });
});
