import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { filterDefinitions, socketForWire, unavailableReason } from './tab-menu-filter.js';

const definitions = createBuiltInRegistry().list();
const names = (list: { definitionName: string }[]) => list.map((d) => d.definitionName);

describe('tab menu filtering', () => {
  it('puts the exact name first, then names starting with the query', () => {
    const found = names(filterDefinitions(definitions, 'plus'));
    expect(found[0]).toBe('plus');
    expect(names(filterDefinitions(definitions, 'arrayS')).slice(0, 2).sort()).toEqual([
      'arraySlice',
      'arraySort',
    ]);
  });

  it('finds a node by a word inside its name and by keyword', () => {
    expect(names(filterDefinitions(definitions, 'reverse'))).toContain('arrayReverse');
    expect(names(filterDefinitions(definitions, 'reroute'))).toContain('dot');
  });

  it('finds a node by its description', () => {
    expect(names(filterDefinitions(definitions, 'child elements'))).toContain('htmlElement');
  });

  it('never offers the root contexts', () => {
    expect(names(filterDefinitions(definitions, 'context'))).not.toContain('htmlContext');
    expect(names(filterDefinitions(definitions, ''))).not.toContain('functionContext');
  });

  it('offers only nodes that run in the level’s context', () => {
    const markup = names(filterDefinitions(definitions, '', { context: 'htmlContext' }));
    expect(markup).not.toContain('fexPrimaryTypeConversion');
    expect(markup).not.toContain('taskStart');
    expect(markup).toContain('router');
    const fn = names(filterDefinitions(definitions, 'number', { context: 'functionContext' }));
    expect(fn).toContain('fexPrimaryTypeConversion');
    expect(names(filterDefinitions(definitions, '', { context: 'taskContext' }))).not.toContain('router');
  });

  it('says where a node runs when the search only finds it elsewhere', () => {
    expect(filterDefinitions(definitions, 'fexPlus', { context: 'htmlContext' })).toEqual([]);
    expect(unavailableReason(definitions, 'fexPlus', 'htmlContext')).toBe(
      'fexPlus runs only in the function context, not in this markup one',
    );
    expect(unavailableReason(definitions, 'zzzqqq', 'htmlContext')).toBeUndefined();
    expect(unavailableReason(definitions, 'fexPlus', undefined)).toBeUndefined();
  });

  it.each([
    ['number', 'constant'],
    ['text', 'constant'],
    ['if', 'ifElse'],
    ['loop', 'loopStart'],
    ['button', 'htmlElement'],
    ['image', 'lazyImage'],
  ])('the everyday word “%s” finds %s first in every context', (word, node) => {
    for (const context of ['htmlContext', 'taskContext', 'functionContext'] as const) {
      expect(names(filterDefinitions(definitions, word, { context }))[0]).toBe(node);
    }
  });

  it('offers only nodes that take the dragged wire', () => {
    const fromHtml = filterDefinitions(definitions, '', { dragged: { kind: 'output', dataType: 'html' } });
    expect(names(fromHtml)).toContain('mergeHtmlElements');
    expect(names(fromHtml)).not.toContain('trayNode');
    const intoNumber = filterDefinitions(definitions, '', { dragged: { kind: 'input', dataType: 'number' } });
    expect(names(intoNumber)).toContain('plus');
    for (const d of intoNumber) expect(socketForWire(d, { kind: 'input', dataType: 'number' })).toBeDefined();
  });

  it('lists nothing for a query no node matches', () => {
    expect(filterDefinitions(definitions, 'zzzqqq')).toEqual([]);
  });
});
