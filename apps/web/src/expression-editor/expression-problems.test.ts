import { parseExpression } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { expressionProblems } from './expression-problems.js';
import { expressionFixture } from './testing/expression-fixture.js';

const { editor, ids } = expressionFixture();
const problems = (text: string, nodeId = ids.calc) =>
  expressionProblems(editor, { nodeId, param: 'a' }, text);

/** the engine's own message for a text its parser refuses */
function parserMessage(text: string): string {
  try {
    parseExpression(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the engine parses ${text}`);
}

describe('expression lint: syntax from the engine’s parser', () => {
  it('underlines where the parser stops, with its message', () => {
    expect(problems('3 + * 2')).toEqual([
      { from: 4, to: 5, severity: 'error', message: parserMessage('3 + * 2') },
    ]);
    expect(parserMessage('3 + * 2')).toBe("Unexpected '*' at 4");
  });

  it('marks the last character when the text ends too early', () => {
    expect(problems('3 +')).toEqual([
      { from: 2, to: 3, severity: 'error', message: 'Unexpected end of expression' },
    ]);
    expect(problems('min(1, 2')).toEqual([
      { from: 7, to: 8, severity: 'error', message: "Expected ',' or ')' at 8" },
    ]);
  });

  it('underlines a character the lexer cannot read, and an unterminated string to the end', () => {
    expect(problems('1 # 2')).toEqual([
      { from: 2, to: 3, severity: 'error', message: "Unexpected character '#' at 2" },
    ]);
    expect(problems('"abc')).toEqual([
      { from: 0, to: 4, severity: 'error', message: 'Unterminated string starting at 0' },
    ]);
  });

  it('finds nothing wrong in a valid expression or an empty one', () => {
    expect(problems('box.$a * 2 + $b + @API_URL + if(TRUE, 1, 2)')).toEqual([]);
    expect(problems('   ')).toEqual([]);
  });
});

describe('expression lint: what the text names', () => {
  it('underlines a $param the node does not have', () => {
    expect(problems('$a + $nope')).toEqual([
      { from: 5, to: 10, severity: 'error', message: 'Unknown param: $nope' },
    ]);
  });

  it('underlines a path to no node, and a param the target lacks', () => {
    expect(problems('nobox.$a + 1')).toEqual([
      { from: 0, to: 8, severity: 'error', message: 'Node not found: nobox' },
    ]);
    expect(problems('1 + ../box.$zz', ids.inner)).toEqual([
      { from: 4, to: 14, severity: 'error', message: 'Unknown param: ../box.$zz' },
    ]);
    expect(problems('../box.$size', ids.inner)).toEqual([]);
  });

  it('refuses an absolute path with a dot (spec 2 §5 Paths)', () => {
    expect(problems('/hex/../box.$a')).toEqual([
      {
        from: 0,
        to: 14,
        severity: 'error',
        message: "Invalid path /hex/../box: an absolute path cannot contain '.'",
      },
    ]);
  });

  it('makes a missing @@NAME an error and a missing @NAME a warning (it falls back silently)', () => {
    expect(problems('@@MISSING')).toEqual([
      { from: 0, to: 9, severity: 'error', message: 'Environment value not set: @@MISSING' },
    ]);
    expect(problems('@MISSING or 1')).toEqual([
      { from: 0, to: 8, severity: 'warning', message: 'Environment value not set: @MISSING' },
    ]);
    expect(problems('@LOCAL', ids.inner)).toEqual([]);
    expect(problems('@LOCAL', ids.calc)).toHaveLength(1);
  });

  it('underlines an unknown function', () => {
    expect(problems('max(1, foo(2))')).toEqual([
      { from: 7, to: 10, severity: 'error', message: 'Unknown function: foo' },
    ]);
  });
});
