import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { BESIDE_GAP, besideNodeMenu, besidePosition, placeBeside } from './beside-node.js';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the tab menu beside the focused node', () => {
  it('places the new node right of the anchor, top-aligned, on the snap grid, clear of it', () => {
    const anchor = { x: 13, y: 47, width: 160, height: 50 };
    const at = besidePosition(anchor, { width: 160, height: 50 }, []);
    // right edge 173 + gap 40 = 213, rounded up to the grid: 220; 47 rounds to 40
    expect(at).toEqual({ x: 220, y: 40 });
    expect(at.x).toBeGreaterThanOrEqual(anchor.x + anchor.width + BESIDE_GAP);
    expect(overlap({ ...at, width: 160, height: 50 }, anchor)).toBe(false);
  });

  it('moves down past nodes already in that spot', () => {
    const anchor = { x: 0, y: 0, width: 160, height: 50 };
    const taken = [
      { x: 200, y: 0, width: 160, height: 50 },
      { x: 240, y: 60, width: 400, height: 400 },
    ];
    const at = besidePosition(anchor, { width: 160, height: 50 }, taken);
    expect(at).toEqual({ x: 200, y: 480 });
    for (const box of taken) expect(overlap({ ...at, width: 160, height: 50 }, box)).toBe(false);
  });

  it('uses the chosen definition’s size and the level’s nodes; the menu opens at the node’s right', () => {
    const { editor } = editorFixture();
    const constant = editor.nodes.create('constant', { x: 0, y: 0 })!;
    editor.nodes.create('plus', { x: 200, y: 0 });
    const display = editor.library.registry.get('display')!;
    const at = placeBeside(editor, constant, display)!;
    expect(at).toEqual({ x: 200, y: 80 });
    const canvas = { left: 100, top: 50, width: 1000, height: 800 };
    const shift = (p: { x: number; y: number }) => ({ x: p.x + 100, y: p.y + 50 });
    // the node's right edge is at 160 in the canvas: the menu 12px right of it, kept 8px inside
    expect(besideNodeMenu(editor, constant, canvas, shift)).toEqual({
      request: { beside: constant, flow: { x: 200, y: 0 }, at: { x: 172, y: 8 } },
      panLeft: 0,
    });
    // no room right of a node near the canvas's right edge: the menu goes to its left
    const far = editor.nodes.create('constant', { x: 700, y: 300 })!;
    expect(besideNodeMenu(editor, far, canvas, shift)).toMatchObject({
      request: { at: { x: 348, y: 300 } },
      panLeft: 0,
    });
    // room on neither side: the view pans left until the menu fits at the node's right
    const narrow = { ...canvas, width: 600 };
    const mid = editor.nodes.create('constant', { x: 250, y: 100 })!;
    // right edge 410 + 12 + 340 = 762 against 592: 170 to pan; the menu then at 410 - 170 + 12
    expect(besideNodeMenu(editor, mid, narrow, shift)).toMatchObject({
      request: { at: { x: 252 } },
      panLeft: 170,
    });
    expect(besideNodeMenu(editor, 'no-such-node', canvas, shift)).toBeUndefined();
  });
});
