import { NodeRuleError } from '@nodeloom/engine';

/** An IdentifierName of ECMAScript: a Unicode ID_Start (or $, _) then ID_Continue (or $, ZWNJ, ZWJ). */
const IDENTIFIER_NAME = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/**
 * The names a strict-mode module cannot declare: the reserved words, the strict-mode ones, `await`
 * (a module is async) and `eval`/`arguments`. A unit test checks this list against acorn's parser.
 */
const NOT_DECLARABLE = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw true ' +
    'try typeof var void while with yield implements interface let package private protected public ' +
    'static eval arguments'
  ).split(' '),
);

/** True when `name` can be declared as a variable in a strict-mode module. */
export function isValidIdentifier(name: string): boolean {
  return isValidPropertyName(name) && !NOT_DECLARABLE.has(name);
}

/** True when `name` may follow a dot (`object.name`): reserved words are allowed there. */
export function isValidPropertyName(name: string): boolean {
  return typeof name === 'string' && IDENTIFIER_NAME.test(name);
}

/** Returns the name when valid; throws the spec's 'Invalid identifier: ...' otherwise. */
export function assertIdentifier(name: unknown): string {
  const text = String(name ?? '');
  if (!isValidIdentifier(text)) throw new NodeRuleError(`Invalid identifier: ${text}`);
  return text;
}
