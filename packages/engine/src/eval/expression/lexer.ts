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
    let m: RegExpExecArray | null;
    if (ch === '"' || ch === "'") {
      const { value, end } = readString(source, i);
      tokens.push({ kind: 'string', value, at });
      i = end;
    } else if (!afterOperand() && (m = NODE_PARAM.exec(rest))) {
      tokens.push({ kind: 'nodeParam', path: m[1], name: m[2], at });
      i += m[0].length;
    } else if ((m = NUMBER.exec(rest))) {
      tokens.push({ kind: 'number', value: Number(m[0]), at });
      i += m[0].length;
    } else if ((m = PARAM.exec(rest))) {
      tokens.push({ kind: 'param', name: m[1], at });
      i += m[0].length;
    } else if ((m = ENV.exec(rest))) {
      tokens.push({ kind: 'env', name: m[2], strict: m[1] === '@@', at });
      i += m[0].length;
    } else if ((m = WORD.exec(rest))) {
      tokens.push({ kind: 'word', word: m[0], at });
      i += m[0].length;
    } else {
      const op = OPERATORS.find((o) => rest.startsWith(o));
      if (!op) throw new ExpressionError(`Unexpected character '${ch}' at ${at}`);
      tokens.push({ kind: 'op', op, at });
      i += op.length;
    }
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}
