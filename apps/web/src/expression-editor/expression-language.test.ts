import { highlightTree } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { expressionHighlightStyle, expressionLanguage } from './expression-language.js';

/** [text, class] for every highlighted piece of an expression */
function highlighted(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  highlightTree(expressionLanguage.parser.parse(text), expressionHighlightStyle, (from, to, classes) =>
    out.push([text.slice(from, to), classes]),
  );
  return out;
}

describe('expression highlighting', () => {
  it('tells params, node params, env values, functions and keywords apart', () => {
    expect(highlighted('$w + ../box.$h and @API or @@X')).toEqual([
      ['$w', 'ex-param'],
      ['+', 'ex-operator'],
      ['../box', 'ex-path'],
      ['.$h', 'ex-node-param'],
      ['and', 'ex-keyword'],
      ['@API', 'ex-env'],
      ['or', 'ex-keyword'],
      ['@@X', 'ex-env'],
    ]);
    expect(highlighted('max(1.5, "a") EQUALS TRUE')).toEqual([
      ['max', 'ex-function'],
      ['1.5', 'ex-number'],
      ['"a"', 'ex-string'],
      ['EQUALS', 'ex-keyword'],
      ['TRUE', 'ex-atom'],
    ]);
  });

  it('reads / after an operand as division and elsewhere as the start of an absolute path', () => {
    expect(highlighted('$a/2')).toEqual([
      ['$a', 'ex-param'],
      ['/', 'ex-operator'],
      ['2', 'ex-number'],
    ]);
    expect(highlighted('/hex/page.$title')).toEqual([
      ['/hex/page', 'ex-path'],
      ['.$title', 'ex-node-param'],
    ]);
  });

  it('leaves a bare word plain (a path being typed) and marks characters the language has not', () => {
    expect(highlighted('box + #')).toEqual([
      ['+', 'ex-operator'],
      ['#', 'ex-invalid'],
    ]);
  });
});
