import { HighlightStyle, StreamLanguage, type StringStream, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';

/**
 * Highlighting of the expression language (docs/expressions.md), token for token as the engine's
 * lexer reads it: `/` right after an operand divides, elsewhere it starts an absolute path; a path
 * followed by `.$name` reads another node's param. Checking stays with the engine's parser (lint).
 */
interface LexState {
  /** the last token was an operand (number, string, param, `)`, true/false/null) */
  afterOperand: boolean;
}

const NAME = '[A-Za-z0-9_]+';
const SEGMENT = `(?:\\.\\.?|${NAME})`;
const NODE_PATH = new RegExp(`^/?${SEGMENT}(?:/${SEGMENT})*(?=\\.\\$${NAME})`);
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;
const OPERATOR = /^(?:==|!=|<=|>=|[<>+\-*/%])/;
const KEYWORDS = new Set(['and', 'or', 'not', 'equals']);

function readString(stream: StringStream, quote: string): void {
  let escaped = false;
  for (let ch = stream.next(); ch !== undefined; ch = stream.next()) {
    if (ch === quote && !escaped) return;
    escaped = !escaped && ch === '\\';
  }
}

function token(stream: StringStream, state: LexState): string | null {
  if (stream.eatSpace()) return null;
  const afterOperand = state.afterOperand;
  state.afterOperand = false;
  const ch = stream.peek()!;
  if (ch === '"' || ch === "'") {
    stream.next();
    readString(stream, ch);
    state.afterOperand = true;
    return 'string';
  }
  if (!afterOperand && stream.match(NODE_PATH)) return 'namespace';
  if (stream.match(new RegExp(`^\\.\\$${NAME}`))) {
    state.afterOperand = true;
    return 'propertyName';
  }
  if (stream.match(NUMBER)) {
    state.afterOperand = true;
    return 'number';
  }
  if (stream.match(new RegExp(`^\\$${NAME}`))) {
    state.afterOperand = true;
    return 'variableName';
  }
  if (stream.match(new RegExp(`^@@?${NAME}`))) {
    state.afterOperand = true;
    return 'variableName.special';
  }
  const word = stream.match(WORD) as RegExpMatchArray | null;
  if (word) {
    const lower = word[0].toLowerCase();
    if (KEYWORDS.has(lower)) return 'operatorKeyword';
    // true/false in any case (spec 2 §9); null in lower case only
    if (lower === 'true' || lower === 'false' || word[0] === 'null') {
      state.afterOperand = true;
      return word[0] === 'null' ? 'null' : 'bool';
    }
    // a bare word is mostly a node path being typed: plain until it is a call (lint judges it)
    return stream.match(/^\s*\(/, false) ? 'variableName.function' : null;
  }
  if (stream.match(OPERATOR)) return 'operator';
  stream.next();
  if (ch === ')') {
    state.afterOperand = true;
    return 'paren';
  }
  if (ch === '(') return 'paren';
  if (ch === ',') return 'separator';
  return 'invalid';
}

export const expressionLanguage = StreamLanguage.define<LexState>({
  name: 'nodeloom-expression',
  startState: () => ({ afterOperand: false }),
  copyState: (state) => ({ ...state }),
  token,
  languageData: { closeBrackets: { brackets: ['(', '"', "'"] } },
});

/** Classes, not colours: expression-editor.css colours them from the theme (dark and light). */
export const expressionHighlightStyle = HighlightStyle.define([
  { tag: tags.number, class: 'ex-number' },
  { tag: tags.string, class: 'ex-string' },
  { tag: [tags.bool, tags.null], class: 'ex-atom' },
  { tag: tags.variableName, class: 'ex-param' },
  { tag: tags.special(tags.variableName), class: 'ex-env' },
  { tag: tags.function(tags.variableName), class: 'ex-function' },
  { tag: tags.namespace, class: 'ex-path' },
  { tag: tags.propertyName, class: 'ex-node-param' },
  { tag: tags.operatorKeyword, class: 'ex-keyword' },
  { tag: tags.operator, class: 'ex-operator' },
  { tag: tags.invalid, class: 'ex-invalid' },
]);

/** The language and its highlighting. */
export function expressionSyntax(): Extension {
  return [expressionLanguage, syntaxHighlighting(expressionHighlightStyle)];
}
