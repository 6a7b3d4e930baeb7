import type { RuleContext } from '@nodeloom/engine';
import { builtInModules } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { loadNodeCatalogue, nodeLibrary, nodeLibraryLoaded } from './node-library.js';

/** What the plus rule reads: its wired numbers. */
const plusContext = (numbers: number[]) =>
  ({
    inputs: { numbers },
    connected: { numbers: true },
    params: {},
    customParams: {},
  }) as unknown as RuleContext;

describe('the node catalogue before the nodes', () => {
  it('holds the definitions of the categories a graph uses before their code (a graph with a UDN waits for the code); a rule waits for the code, then it is the node’s own', async () => {
    const library = nodeLibrary();
    const modules = builtInModules();
    const plus = modules.find((module) => module.definition.definitionName === 'plus');

    // a graph of math nodes: the math category only
    expect(await loadNodeCatalogue([{ definitionName: 'plus' }, { definitionName: 'minus' }])).toBe(library);
    expect(nodeLibraryLoaded()).toBe(false);
    expect(library.get('plus')).toEqual(plus?.definition);
    expect(library.has('multiply')).toBe(true);
    expect(library.has('jsonParse')).toBe(false);

    // a rule asked for before the nodes' code waits for it
    const early = library.rule('plus')?.(plusContext([2, 3]));
    expect(early).toBeInstanceOf(Promise);
    // a graph with a UDN: the nodes themselves (its UDN's graph may hold any node)
    await loadNodeCatalogue([{ definitionName: 'plus' }, { definitionName: 'myUdn', udnId: 'udn1' }]);
    expect(nodeLibraryLoaded()).toBe(true);
    await expect(early).resolves.toEqual(plus?.rule?.(plusContext([2, 3])));

    // the nodes' own modules replaced the catalogue's: rules run at once again
    expect(library.get('plus')).toBe(plus?.definition);
    expect(library.rule('plus')?.(plusContext([1, 1]))).toEqual(plus?.rule?.(plusContext([1, 1])));
    // a node without a rule outputs nothing
    expect(library.rule('noOp')).toBeUndefined();
  });
});
