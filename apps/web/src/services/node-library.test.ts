import { ROOT_CONTEXTS } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import {
  loadNodeLibrary,
  loadNodeLibraryFor,
  needsNodeLibrary,
  nodeLibrary,
  nodeLibraryLoaded,
  whenNodeLibraryLoads,
} from './node-library.js';

describe('the node library', () => {
  it('holds the root contexts at first, then the categories a graph uses, then every built-in node', async () => {
    const library = nodeLibrary();
    expect(nodeLibraryLoaded()).toBe(false);
    for (const root of ROOT_CONTEXTS) expect(library.has(root.definitionName)).toBe(true);
    expect(library.has('plus')).toBe(false);
    const roots = ROOT_CONTEXTS.map((root) => ({ id: root.id, definitionName: root.definitionName }));
    await loadNodeLibraryFor(roots);
    expect(library.has('plus')).toBe(false);

    // a graph of a plus and a UDN: the math nodes and the editor's own (a level, a dot, a sticky note)
    await loadNodeLibraryFor([
      ...roots,
      { id: 'a1', definitionName: 'plus' },
      { id: 'u1', definitionName: 'udnOfMine' },
    ]);
    for (const name of ['plus', 'minus', 'level', 'dot', 'stickyNote']) expect(library.has(name)).toBe(true);
    expect(library.has('colorMix')).toBe(false);
    expect(library.get('plus')?.category).toBe('math');
    expect(nodeLibraryLoaded()).toBe(false);

    let told = 0;
    whenNodeLibraryLoads(() => told++);
    // a graph using a UDN: every category (its graph may hold any node)
    expect(await loadNodeLibraryFor([...roots, { id: 'u1', definitionName: 'adder', udnId: 'udn_1' }])).toBe(
      library,
    );
    expect(await loadNodeLibrary()).toBe(library);
    expect(library.has('colorMix')).toBe(true);
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
