import { describe, expect, it } from 'vitest';
import type { Viewport, ViewportMemory } from './editor-types.js';
import { editorFixture } from './testing/editor-fixture.js';

const HTML_CONTEXT = 'hex';
const UNSET = { x: 0, y: 0, zoom: 1 };

/** A project's viewport memory held in a Map, recording every write. */
function mapMemory(initial: Record<string, Viewport> = {}) {
  const levels = new Map(Object.entries(initial));
  const writes: [string, Viewport][] = [];
  const memory: ViewportMemory = {
    read: (levelId) => levels.get(levelId) ?? null,
    write: (levelId, viewport) => {
      writes.push([levelId, viewport]);
      levels.set(levelId, viewport);
    },
  };
  return { memory, levels, writes };
}

describe('ViewState: the viewports kept across a reload', () => {
  it('opens the first level at its stored viewport; a level with none stays unset (the canvas frames it)', () => {
    const { memory } = mapMemory({ [HTML_CONTEXT]: { x: -120, y: 45, zoom: 0.5 } });
    const { editor } = editorFixture({ viewports: memory });
    expect(editor.view.viewport()).toEqual({ x: -120, y: 45, zoom: 0.5 });
    editor.view.goToLevel('Root');
    expect(editor.view.viewport()).toEqual(UNSET);
  });

  it('writes each level’s viewport as the canvas sets it, and a reopened editor restores each level', () => {
    const { memory, writes } = mapMemory();
    const first = editorFixture({ viewports: memory }).editor;
    first.view.setViewport({ x: 10, y: 20, zoom: 2 });
    first.view.setViewport({ x: 10, y: 20, zoom: 2 }); // unchanged: not written again
    const level = first.nodes.create('level', { x: 0, y: 0 })!;
    first.view.enterLevel(level);
    first.view.setViewport({ x: -300, y: 80, zoom: 0.25 });
    expect(writes).toEqual([
      [HTML_CONTEXT, { x: 10, y: 20, zoom: 2 }],
      [level, { x: -300, y: 80, zoom: 0.25 }],
    ]);

    const reopened = editorFixture({ viewports: memory, graph: first.graph.toGraph() }).editor;
    expect(reopened.view.viewport()).toEqual({ x: 10, y: 20, zoom: 2 });
    reopened.view.enterLevel(level);
    expect(reopened.view.viewport()).toEqual({ x: -300, y: 80, zoom: 0.25 });
  });

  it('the level a deleted level falls back to opens at its stored viewport', () => {
    const { memory } = mapMemory();
    const first = editorFixture({ viewports: memory }).editor;
    const level = first.nodes.create('level', { x: 0, y: 0 })!;
    first.view.setViewport({ x: 7, y: 8, zoom: 0.75 });
    const { editor } = editorFixture({ viewports: memory, graph: first.graph.toGraph(), context: level });
    expect(editor.view.levelId()).toBe(level);
    editor.project.dispatch([{ eventType: 'nodeDeleted', nodeId: level }], 'remote');
    expect(editor.view.levelId()).toBe(HTML_CONTEXT);
    expect(editor.view.viewport()).toEqual({ x: 7, y: 8, zoom: 0.75 });
  });

  it('keeps the page’s own viewport of a level it has shown over what the memory says later', () => {
    const { memory, levels } = mapMemory();
    const { editor } = editorFixture({ viewports: memory });
    editor.view.setViewport({ x: 5, y: 5, zoom: 1.5 });
    levels.set(HTML_CONTEXT, { x: 999, y: 999, zoom: 3 }); // another tab moved the same project
    editor.view.goToLevel('Root');
    editor.view.goToLevel(HTML_CONTEXT);
    expect(editor.view.viewport()).toEqual({ x: 5, y: 5, zoom: 1.5 });
  });
});
