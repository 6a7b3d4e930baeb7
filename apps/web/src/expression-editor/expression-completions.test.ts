import { describe, expect, it } from 'vitest';
import { expressionCompletions } from './expression-completions.js';
import { expressionFixture } from './testing/expression-fixture.js';

const { editor, ids } = expressionFixture();

/** labels offered at the end of `text`, for a subject node */
function labels(text: string, nodeId = ids.calc, explicit = false): string[] {
  return (
    expressionCompletions(editor, { nodeId, param: 'a' }, text, explicit)?.options.map((o) => o.label) ?? []
  );
}
const from = (text: string, nodeId = ids.calc) =>
  expressionCompletions(editor, { nodeId, param: 'a' }, text)?.from;

describe('expression completion: params of the node', () => {
  it('offers the $params of the subject node after $', () => {
    expect(labels('1 + $')).toEqual(['$a', '$b']);
    expect(from('1 + $')).toBe(4);
    expect(labels('$b * $a')).toEqual(['$a', '$b']);
  });

  it('offers custom params by name, with their data type', () => {
    const found = expressionCompletions(editor, { nodeId: ids.box, param: 'a' }, '$');
    expect(found?.options).toContainEqual({
      label: '$size',
      detail: 'size · number · custom',
      type: 'property',
    });
  });
});

describe('expression completion: node paths', () => {
  it('offers the nodes of the subject’s level (not itself), functions and keywords for a word', () => {
    const offered = labels('bo');
    expect(offered).toEqual(expect.arrayContaining(['box', 'env', 'group', 'min', 'if', 'and', 'true']));
    expect(offered).not.toContain('calc');
    expect(from('1 + bo')).toBe(4);
  });

  it('offers Root’s contexts after a leading / and a level’s nodes after its path', () => {
    expect(labels('/')).toEqual(['fex', 'hex', 'tex']);
    expect(labels('/hex/')).toEqual(['box', 'calc', 'env', 'group']);
    expect(labels('/hex/group/')).toEqual(['inner', 'localEnv']);
    expect(labels('group/', ids.calc)).toEqual(['inner', 'localEnv']);
  });

  it('walks relative paths up with ..', () => {
    expect(labels('../', ids.inner)).toEqual(['box', 'calc', 'env', 'group']);
    expect(labels('../../', ids.inner)).toEqual(['fex', 'hex', 'tex']);
  });

  it('offers nothing for an empty word unless asked (Ctrl+Space)', () => {
    expect(labels('1 + ')).toEqual([]);
    expect(labels('1 + ', ids.calc, true)).toEqual(expect.arrayContaining(['box', 'min']));
  });

  it('reads a / right after an operand as division, as the engine’s lexer does', () => {
    expect(labels('$a/')).toEqual([]);
    expect(labels('$a / ')).toEqual([]);
    expect(labels('(1 + 2) /')).toEqual([]);
  });
});

describe('expression completion: .$param after a path', () => {
  it('offers the target node’s params after .$ or a bare .', () => {
    expect(labels('box.$')).toEqual(['$a', '$b', '$size']);
    expect(from('2 * box.$')).toBe(8);
    expect(labels('box.')).toEqual(['$a', '$b', '$size']);
    expect(from('box.')).toBe(4);
    expect(labels('../box.$', ids.inner)).toEqual(['$a', '$b', '$size']);
    expect(labels('/hex/group/inner.$s')).toEqual(['$a', '$b']);
  });

  it('offers nothing for a path that names no node or a number’s decimals', () => {
    expect(labels('nobox.$')).toEqual([]);
    expect(labels('1.5')).toEqual([]);
  });
});

describe('expression completion: @ and @@ environment names', () => {
  it('offers the values of the setEnv nodes above, a nearer level winning', () => {
    expect(labels('@', ids.calc)).toEqual(['API_URL', 'TITLE']);
    const inner = expressionCompletions(editor, { nodeId: ids.inner, param: 'a' }, '@@T');
    expect(inner?.from).toBe(2);
    expect(inner?.options.map((o) => [o.label, o.detail])).toEqual([
      ['TITLE', '"Inner"'],
      ['LOCAL', '1'],
      ['API_URL', '"https://api.example"'],
    ]);
  });

  it('gives a setEnv’s own expressions its parent levels only', () => {
    expect(labels('@', ids.localEnv)).toEqual(['API_URL', 'TITLE']);
  });
});

describe('expression completion: strings', () => {
  it('offers nothing inside a string literal', () => {
    expect(labels("'$")).toEqual([]);
    expect(labels('"box.$')).toEqual([]);
    expect(labels('"a" + $')).toEqual(['$a', '$b']);
  });
});
