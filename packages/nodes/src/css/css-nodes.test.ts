import { lexer } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { runNode } from '../shared/html/testing.js';
import { CSS_PROPERTY_NAMES } from './css-property-names.js';
import { cssPropertyNode } from './cssProperty.js';
import { cssStringToObjectNode } from './cssStringToObject.js';

describe('cssProperty', () => {
  it('offers exactly the properties of the installed css-tree (rewrite the list after an upgrade)', () => {
    // css-tree's published types omit the lexer's property table
    const known = Object.keys((lexer as unknown as { properties: Record<string, unknown> }).properties);
    expect([...CSS_PROPERTY_NAMES]).toEqual(known.sort());
  });
  it('makes { property: value } with the unit appended', async () => {
    const { outputs } = await runNode(cssPropertyNode, {
      params: { property: 'margin-top', value: '12', unit: 'px' },
    });
    expect(outputs.property).toEqual({ 'margin-top': '12px' });
  });

  it('takes a wired value and allows custom properties', async () => {
    const { outputs } = await runNode(cssPropertyNode, {
      params: { property: '--gap' },
      inputs: { value: '4px 8px' },
    });
    expect(outputs.property).toEqual({ '--gap': '4px 8px' });
  });

  it("fails with 'Invalid CSS: ' when the value does not fit the property", async () => {
    await expect(
      runNode(cssPropertyNode, { params: { property: 'color', value: '12', unit: 'px' } }),
    ).rejects.toThrow('Invalid CSS: Invalid value for "color": 12px');
  });
});

describe('cssStringToObject', () => {
  it('reads declarations into an object', async () => {
    const { outputs } = await runNode(cssStringToObjectNode, {
      params: { css: 'color: red; margin: 0 auto ; --x: 1; z-index: 2 !important' },
    });
    expect(outputs.object).toEqual({ color: 'red', margin: '0 auto', '--x': '1', 'z-index': '2 !important' });
  });

  it('gives camelCase keys for React styles, vendor prefixes capitalised', async () => {
    const { outputs } = await runNode(cssStringToObjectNode, {
      inputs: { css: 'background-color: #fff; -webkit-transition: none; -ms-flex: 1' },
      params: { keyCase: 'camel' },
    });
    expect(outputs.object).toEqual({ backgroundColor: '#fff', WebkitTransition: 'none', msFlex: '1' });
  });

  it('gives an empty object for empty text and refuses broken CSS', async () => {
    expect((await runNode(cssStringToObjectNode)).outputs.object).toEqual({});
    await expect(runNode(cssStringToObjectNode, { params: { css: 'color red' } })).rejects.toThrow(
      'Invalid CSS: Colon is expected',
    );
  });
});
