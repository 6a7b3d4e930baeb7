import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput } from '../shared/rule-harness.js';
import { stringCase } from './stringCase.js';
import { stringPad } from './stringPad.js';
import { stringSlice } from './stringSlice.js';
import { stringSplit } from './stringSplit.js';
import { stringTrim } from './stringTrim.js';

describe('string catalogue', () => {
  it('registers every name of node-catalogue.md row "string" with a valid definition', () => {
    const names = [
      'stringCase',
      'stringCompare',
      'stringConcat',
      'stringEndsWith',
      'stringIncludes',
      'stringLength',
    ];
    const more = ['stringPad', 'stringReplace', 'stringSlice', 'stringSplit', 'stringTemplate', 'stringTrim'];
    expect(catalogueProblems('string', [...names, ...more, 'mergeTailwindStyles'])).toEqual([]);
  });
});

describe('stringCase', () => {
  it('defaults to headerCase and offers the spec cases in its order', async () => {
    expect(await runOutput(stringCase, { inputs: { string: 'hello big world' } })).toBe('Hello-Big-World');
    expect(stringCase.definition.parameters[1].options?.map((o) => o.value)).toEqual([
      'headerCase',
      'sentenceCase',
      'camelCase',
      'snakeCase',
      'pascalCase',
      'dotCase',
      'pathCase',
      'textCase',
      'kebabCase',
      'lowerCase',
      'upperCase',
    ]);
  });
  it('converts to every case', async () => {
    const expected: Record<string, string> = {
      sentenceCase: 'Hello big world',
      camelCase: 'helloBigWorld',
      snakeCase: 'hello_big_world',
      pascalCase: 'HelloBigWorld',
      dotCase: 'hello.big.world',
      pathCase: 'hello/big/world',
      textCase: 'hello big world',
      kebabCase: 'hello-big-world',
      lowerCase: 'hellobig world',
      upperCase: 'HELLOBIG WORLD',
    };
    for (const [kase, result] of Object.entries(expected)) {
      const string = kase.endsWith('erCase') ? 'HelloBig World' : 'helloBig world';
      expect(await runOutput(stringCase, { inputs: { string }, params: { case: kase } }), kase).toBe(result);
    }
  });
  it("empty text stays empty; an unknown case and an object input are 'Invalid input'", async () => {
    expect(await runOutput(stringCase, { inputs: { string: '' } })).toBe('');
    await expect(runOutput(stringCase, { params: { case: 'spongeCase' } })).rejects.toThrow(
      new NodeRuleError('Invalid input, unknown case: spongeCase'),
    );
    await expect(runOutput(stringCase, { inputs: { string: {} } })).rejects.toThrow(
      new NodeRuleError('Invalid input'),
    );
  });
});

describe('stringPad (padstring 0, length 4, start or end)', () => {
  it('pads at the start with 0 to 4 characters by default', async () => {
    expect(await runOutput(stringPad, { inputs: { string: '7' } })).toBe('0007');
    expect(await runOutput(stringPad, { inputs: { string: 7 } })).toBe('0007');
  });
  it('pads at the end with another pad string; longer text is left as is', async () => {
    expect(
      await runOutput(stringPad, { inputs: { string: 'ab' }, params: { location: 'end', padString: '-' } }),
    ).toBe('ab--');
    expect(await runOutput(stringPad, { inputs: { string: 'abcdef' } })).toBe('abcdef');
    expect(await runOutput(stringPad, { inputs: { string: '' }, params: { length: 0 } })).toBe('');
  });
});

describe('stringSlice (start -100 to 100, end -20 to 20, useEnd)', () => {
  it('slices from start, and up to end only with useEnd', async () => {
    expect(
      await runOutput(stringSlice, { inputs: { string: 'nodeloom' }, params: { start: 4, end: 1 } }),
    ).toBe('loom');
    expect(
      await runOutput(stringSlice, {
        inputs: { string: 'nodeloom' },
        params: { start: 0, end: -4, useEnd: true },
      }),
    ).toBe('node');
  });
  it('takes the range boundaries', async () => {
    expect(await runOutput(stringSlice, { inputs: { string: 'abc' }, params: { start: -100 } })).toBe('abc');
    expect(await runOutput(stringSlice, { inputs: { string: 'abc' }, params: { start: 100 } })).toBe('');
    expect(
      await runOutput(stringSlice, { inputs: { string: 'abc' }, params: { end: -20, useEnd: true } }),
    ).toBe('');
  });
});

describe('stringSplit (limit default -1)', () => {
  it('splits at the separator, all parts by default', async () => {
    expect(await runOutput(stringSplit, { inputs: { string: 'a,b,c' } })).toEqual(['a', 'b', 'c']);
    expect(await runOutput(stringSplit, { inputs: { string: 'a,b,c' }, params: { limit: 2 } })).toEqual([
      'a',
      'b',
    ]);
    expect(
      await runOutput(stringSplit, { inputs: { string: 'a\nb' }, params: { separator: '\\n' } }),
    ).toEqual(['a', 'b']);
  });
  it('edge: empty text, empty separator, limit 0', async () => {
    expect(await runOutput(stringSplit, { inputs: { string: '' } })).toEqual(['']);
    expect(await runOutput(stringSplit, { inputs: { string: 'ab' }, params: { separator: '' } })).toEqual([
      'a',
      'b',
    ]);
    expect(await runOutput(stringSplit, { inputs: { string: 'a,b' }, params: { limit: 0 } })).toEqual([]);
  });
});

describe('stringTrim (start, end, both by default)', () => {
  it('trims both ends by default, or one', async () => {
    expect(await runOutput(stringTrim, { inputs: { string: '  x  ' } })).toBe('x');
    expect(await runOutput(stringTrim, { inputs: { string: '  x  ' }, params: { location: 'start' } })).toBe(
      'x  ',
    );
    expect(await runOutput(stringTrim, { inputs: { string: '  x  ' }, params: { location: 'end' } })).toBe(
      '  x',
    );
    expect(await runOutput(stringTrim, { inputs: { string: ' \t\n' } })).toBe('');
  });
});
