import type { RuleContext } from '@nodeloom/engine';
import { builtInModules } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { loadNodeCatalogue, loadNodeLibrary, nodeLibrary, nodeLibraryLoaded } from './node-library.js';

/** What the plus rule reads: its wired numbers. */
const plusContext = (numbers: number[]) =>
  ({
    inputs: { numbers },
    connected: { numbers: true },
    params: {},
    customParams: {},
  }) as unknown as RuleContext;

describe('the node catalogue before the nodes', () => {
  it('holds every built-in definition before their code; a rule waits for the code, then it is the node’s own', async () => {
    const library = nodeLibrary();
    expect(await loadNodeCatalogue()).toBe(library);
    expect(nodeLibraryLoaded()).toBe(false);
    const modules = builtInModules();
    for (const { definition } of modules) expect(library.get(definition.definitionName)).toEqual(definition);

    const plus = modules.find((module) => module.definition.definitionName === 'plus');
    const early = library.rule('plus')?.(plusContext([2, 3]));
    expect(early).toBeInstanceOf(Promise);
    await loadNodeLibrary();
    await expect(early).resolves.toEqual(plus?.rule?.(plusContext([2, 3])));

    // the nodes' own modules replaced the catalogue's: rules run at once again
    expect(library.get('plus')).toBe(plus?.definition);
    expect(library.rule('plus')?.(plusContext([1, 1]))).toEqual(plus?.rule?.(plusContext([1, 1])));
    // a node without a rule outputs nothing
    expect(library.rule('noOp')).toBeUndefined();
  });
});
