import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { filterDefinitions, socketForWire } from './tab-menu-filter.js';

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

  it('never offers the root contexts', () => {
    expect(names(filterDefinitions(definitions, 'context'))).not.toContain('htmlContext');
    expect(names(filterDefinitions(definitions, ''))).not.toContain('functionContext');
  });

  it('offers only nodes that take the dragged wire', () => {
    const fromHtml = filterDefinitions(definitions, '', { kind: 'output', dataType: 'html' });
    expect(names(fromHtml)).toContain('mergeHtmlElements');
    expect(names(fromHtml)).not.toContain('trayNode');
    const intoNumber = filterDefinitions(definitions, '', { kind: 'input', dataType: 'number' });
    expect(names(intoNumber)).toContain('plus');
    for (const d of intoNumber) expect(socketForWire(d, { kind: 'input', dataType: 'number' })).toBeDefined();
  });

  it('lists nothing for a query no node matches', () => {
    expect(filterDefinitions(definitions, 'zzzqqq')).toEqual([]);
  });
});
