import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { runOutput } from '../shared/rule-harness.js';
import { mergeTailwindStyles } from './mergeTailwindStyles.js';
import { stringCompare } from './stringCompare.js';
import { stringConcat } from './stringConcat.js';
import { stringEndsWith } from './stringEndsWith.js';
import { stringIncludes } from './stringIncludes.js';
import { stringLength } from './stringLength.js';
import { stringReplace } from './stringReplace.js';
import { stringTemplate } from './stringTemplate.js';

describe('stringCompare (equal by default, ignoreCase, ignoreWhitespace)', () => {
  it('compares with each method', async () => {
    const inputs = { a: 'Node loom', b: 'loom' };
    expect(await runOutput(stringCompare, { inputs })).toBe(false);
    expect(await runOutput(stringCompare, { inputs, params: { method: 'notEqual' } })).toBe(true);
    expect(await runOutput(stringCompare, { inputs, params: { method: 'includes' } })).toBe(true);
    expect(await runOutput(stringCompare, { inputs, params: { method: 'excludes' } })).toBe(false);
  });
  it('ignores case and whitespace when asked', async () => {
    const inputs = { a: ' Node Loom ', b: 'nodeloom' };
    expect(await runOutput(stringCompare, { inputs, params: { ignoreCase: true } })).toBe(false);
    expect(
      await runOutput(stringCompare, { inputs, params: { ignoreCase: true, ignoreWhitespace: true } }),
    ).toBe(true);
    expect(await runOutput(stringCompare, { inputs: { a: '', b: '' } })).toBe(true);
  });
  it("an unknown method is 'Invalid input, unknown method: ...'", async () => {
    await expect(runOutput(stringCompare, { params: { method: 'startsWith' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, unknown method: startsWith'),
    );
  });
});

describe('stringConcat (separator, prefix, suffix; \\n and \\t honoured)', () => {
  it('joins with separator, prefix and suffix', async () => {
    const params = { separator: ', ', prefix: '[', suffix: ']' };
    expect(await runOutput(stringConcat, { inputs: { strings: ['a', 'b', 3] }, params })).toBe('[a, b, 3]');
  });
  it('honours typed \\n and \\t', async () => {
    const params = { separator: '\\n', prefix: '\\t' };
    expect(await runOutput(stringConcat, { inputs: { strings: ['a', 'b'] }, params })).toBe('\ta\nb');
  });
  it('nothing wired gives prefix and suffix only', async () => {
    expect(await runOutput(stringConcat, { params: { prefix: '<', suffix: '>' } })).toBe('<>');
  });
});

describe('stringEndsWith, stringIncludes, stringLength', () => {
  it('test and measure texts', async () => {
    expect(await runOutput(stringEndsWith, { inputs: { string: 'file.ts', search: '.ts' } })).toBe(true);
    expect(await runOutput(stringEndsWith, { inputs: { string: 'file.ts', search: '.js' } })).toBe(false);
    expect(await runOutput(stringIncludes, { inputs: { string: 'nodeloom', search: 'del' } })).toBe(true);
    expect(await runOutput(stringIncludes, { inputs: { string: 'nodeloom', search: '' } })).toBe(true);
    expect(await runOutput(stringLength, { inputs: { string: 'héllo' } })).toBe(5);
    expect(await runOutput(stringLength, { inputs: { string: '' } })).toBe(0);
  });
  it("an object input is 'Invalid input'", async () => {
    await expect(runOutput(stringLength, { inputs: { string: [1] } })).rejects.toThrow(
      new NodeRuleError('Invalid input'),
    );
  });
});

describe('stringReplace (a search wrapped in slashes is a regular expression)', () => {
  it('replaces plain text everywhere by default, or once', async () => {
    const inputs = { string: 'a-b-c', search: '-', replace: '+' };
    expect(await runOutput(stringReplace, { inputs })).toBe('a+b+c');
    expect(await runOutput(stringReplace, { inputs, params: { replaceAll: false } })).toBe('a+b-c');
  });
  it('treats /pattern/flags as a regular expression with groups', async () => {
    const inputs = { string: 'Item 12, item 34', search: '/item (\\d+)/i', replace: '#$1' };
    expect(await runOutput(stringReplace, { inputs })).toBe('#12, #34');
    expect(await runOutput(stringReplace, { inputs, params: { replaceAll: false } })).toBe('#12, item 34');
  });
  it('an empty search leaves the text as is', async () => {
    expect(await runOutput(stringReplace, { inputs: { string: 'abc', search: '', replace: 'x' } })).toBe(
      'abc',
    );
  });
  it('a broken regular expression names what is wrong', async () => {
    await expect(runOutput(stringReplace, { inputs: { string: 'a', search: '/(/' } })).rejects.toThrow(
      /^Invalid input, search is not a valid regular expression: /,
    );
  });
});

describe('stringTemplate (placeholders numbered from 0)', () => {
  it('fills {0}, {1} with the wired values', async () => {
    const run = { inputs: { template: '{0} + {1} = {2}; {0}', values: ['1', 2, 3] } };
    expect(await runOutput(stringTemplate, run)).toBe('1 + 2 = 3; 1');
  });
  it('leaves a placeholder without a value as written', async () => {
    expect(
      await runOutput(stringTemplate, { params: { template: 'Hi {0} {5}' }, inputs: { values: ['Ann'] } }),
    ).toBe('Hi Ann {5}');
    expect(await runOutput(stringTemplate, { params: { template: '{0}' } })).toBe('{0}');
  });
});

describe('mergeTailwindStyles (strings, mergeOnly)', () => {
  it('a later class wins over a conflicting one', async () => {
    expect(await runOutput(mergeTailwindStyles, { inputs: { strings: ['p-2 text-red-500', 'p-4'] } })).toBe(
      'text-red-500 p-4',
    );
  });
  it('mergeOnly joins without resolving conflicts; nothing wired is empty', async () => {
    const run = { inputs: { strings: ['p-2', 'p-4'] }, params: { mergeOnly: true } };
    expect(await runOutput(mergeTailwindStyles, run)).toBe('p-2 p-4');
    expect(await runOutput(mergeTailwindStyles)).toBe('');
  });
});
