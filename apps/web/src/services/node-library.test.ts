import { ROOT_CONTEXTS } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import {
  loadNodeLibrary,
  needsNodeLibrary,
  nodeLibrary,
  nodeLibraryLoaded,
  whenNodeLibraryLoads,
} from './node-library.js';

describe('the node library', () => {
  it('holds the root contexts before the built-in nodes load, then every built-in node', async () => {
    const library = nodeLibrary();
    expect(nodeLibraryLoaded()).toBe(false);
    for (const root of ROOT_CONTEXTS) expect(library.has(root.definitionName)).toBe(true);
    expect(library.has('plus')).toBe(false);
    let told = 0;
    whenNodeLibraryLoads(() => told++);
    expect(await loadNodeLibrary()).toBe(library);
    expect(library.has('plus')).toBe(true);
    expect(nodeLibraryLoaded()).toBe(true);
    expect(told).toBe(1);
    whenNodeLibraryLoads(() => told++);
    expect(told).toBe(1);
  });

  it('is needed by a graph with nodes besides its root contexts only', () => {
    const roots = ROOT_CONTEXTS.map((root) => ({ id: root.id }));
    expect(needsNodeLibrary(roots)).toBe(false);
    expect(needsNodeLibrary([])).toBe(false);
    expect(needsNodeLibrary([...roots, { id: 'a1' }])).toBe(true);
  });
});
