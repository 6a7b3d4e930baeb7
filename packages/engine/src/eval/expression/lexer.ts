import { ExpressionError } from './errors.js';

export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'param'; name: string; at: number }
  | { kind: 'nodeParam'; path: string; name: string; at: number }
  | { kind: 'env'; name: string; strict: boolean; at: number }
  | { kind: 'word'; word: string; at: number }
  | { kind: 'op'; op: string; at: number }
  | { kind: 'end'; at: number };

const NAME = '[A-Za-z0-9_]+';
const SEGMENT = `(?:\\.\\.?|${NAME})`;
/** a node path followed by `.$param`: `../box.$w`, `/hex/page.$title`, `box.$w` */
const NODE_PARAM = new RegExp(`^(/?${SEGMENT}(?:/${SEGMENT})*)\\.\\$(${NAME})`);
const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const PARAM = new RegExp(`^\\$(${NAME})`);
const ENV = new RegExp(`^(@@?)(${NAME})`);
const WORD = /^[A-Za-z_][A-Za-z0-9_]*/;
const OPERATORS = ['==', '!=', '<=', '>=', '<', '>', '+', '-', '*', '/', '%', '(', ')', ','];
const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  for (let i = start + 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\' && i + 1 < source.length) {
      const next = source[++i];
      value += ESCAPES[next] ?? next;
    } else value += ch;
  }
  throw new ExpressionError(`Unterminated string starting at ${start}`);
}

/** Reads one token that is not a string literal. */
function readToken(rest: string, at: number, afterOperand: boolean): { token: Token; length: number } {
  const nodeParam = afterOperand ? null : NODE_PARAM.exec(rest);
  if (nodeParam)
    return {
      token: { kind: 'nodeParam', path: nodeParam[1], name: nodeParam[2], at },
      length: nodeParam[0].length,
    };
  const number = NUMBER.exec(rest);
  if (number) return { token: { kind: 'number', value: Number(number[0]), at }, length: number[0].length };
  const param = PARAM.exec(rest);
  if (param) return { token: { kind: 'param', name: param[1], at }, length: param[0].length };
  const env = ENV.exec(rest);
  if (env)
    return { token: { kind: 'env', name: env[2], strict: env[1] === '@@', at }, length: env[0].length };
  const word = WORD.exec(rest);
  if (word) return { token: { kind: 'word', word: word[0], at }, length: word[0].length };
  const op = OPERATORS.find((o) => rest.startsWith(o));
  if (!op) throw new ExpressionError(`Unexpected character '${rest[0]}' at ${at}`);
  return { token: { kind: 'op', op, at }, length: op.length };
}

/**
 * Splits an expression into tokens. A `/` right after an operand is division; anywhere else it
 * starts an absolute node path, which is how `$a/2` and `/hex/x.$a` stay apart.
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const afterOperand = () => {
    const last = tokens[tokens.length - 1];
    if (!last) return false;
    if (last.kind === 'op') return last.op === ')';
    return last.kind !== 'word' || ['true', 'false', 'null'].includes(last.word.toLowerCase());
  };
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const at = i;
    const ch = source[i];
    if (ch === '"' || ch === "'") {
      const { value, end } = readString(source, i);
      tokens.push({ kind: 'string', value, at });
      i = end;
      continue;
    }
    const token = readToken(rest, at, afterOperand());
    tokens.push(token.token);
    i += token.length;
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}
