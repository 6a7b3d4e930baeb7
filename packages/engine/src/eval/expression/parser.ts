import type { BinaryOperator, Expr } from './ast.js';
import { ExpressionError } from './errors.js';
import { type Token, tokenize } from './lexer.js';

/** Binary levels from loosest to tightest; `equals` is a word spelling of `==`. */
const LEVELS: ReadonlyArray<ReadonlyArray<string>> = [
  ['==', '!=', 'equals'],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function isWord(token: Token, word: string): boolean {
  return token.kind === 'word' && token.word.toLowerCase() === word;
}

function literalWord(word: string): Expr | undefined {
  const lower = word.toLowerCase();
  if (lower === 'true') return { type: 'literal', value: true };
  if (lower === 'false') return { type: 'literal', value: false };
  if (word === 'null') return { type: 'literal', value: null };
  return undefined;
}

class Parser {
  #pos = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Expr {
    const expr = this.#or();
    const next = this.#peek();
    if (next.kind !== 'end') throw new ExpressionError(`Unexpected token at ${next.at}`);
    return expr;
  }

  #peek(): Token {
    return this.tokens[this.#pos];
  }
  #next(): Token {
    return this.tokens[this.#pos++];
  }
  #expectOp(op: string): void {
    const token = this.#next();
    if (token.kind !== 'op' || token.op !== op) throw new ExpressionError(`Expected '${op}' at ${token.at}`);
  }

  #or(): Expr {
    let left = this.#and();
    while (isWord(this.#peek(), 'or')) {
      this.#next();
      left = { type: 'logical', op: 'or', left, right: this.#and() };
    }
    return left;
  }

  #and(): Expr {
    let left = this.#binary(0);
    while (isWord(this.#peek(), 'and')) {
      this.#next();
      left = { type: 'logical', op: 'and', left, right: this.#binary(0) };
    }
    return left;
  }

  #binaryOperator(level: number): BinaryOperator | undefined {
    const token = this.#peek();
    const ops = LEVELS[level];
    if (token.kind === 'op' && ops.includes(token.op)) return token.op as BinaryOperator;
    if (token.kind === 'word' && token.word.toLowerCase() === 'equals' && ops.includes('equals')) return '==';
    return undefined;
  }

  #binary(level: number): Expr {
    if (level === LEVELS.length) return this.#unary();
    let left = this.#binary(level + 1);
    for (let op = this.#binaryOperator(level); op; op = this.#binaryOperator(level)) {
      this.#next();
      left = { type: 'binary', op, left, right: this.#binary(level + 1) };
    }
    return left;
  }

  #unary(): Expr {
    const token = this.#peek();
    if (isWord(token, 'not')) {
      this.#next();
      return { type: 'unary', op: 'not', operand: this.#unary() };
    }
    if (token.kind === 'op' && (token.op === '-' || token.op === '+')) {
      this.#next();
      return { type: 'unary', op: token.op, operand: this.#unary() };
    }
    return this.#primary();
  }

  #primary(): Expr {
    const token = this.#next();
    switch (token.kind) {
      case 'number':
      case 'string':
        return { type: 'literal', value: token.value };
      case 'param':
        return { type: 'param', name: token.name };
      case 'nodeParam':
        return { type: 'nodeParam', path: token.path, name: token.name };
      case 'env':
        return { type: 'env', name: token.name, strict: token.strict };
      case 'word': {
        const literal = literalWord(token.word);
        if (literal) return literal;
        return this.#call(token.word, token.at);
      }
      case 'op':
        if (token.op === '(') {
          const inner = this.#or();
          this.#expectOp(')');
          return inner;
        }
        throw new ExpressionError(`Unexpected '${token.op}' at ${token.at}`);
      case 'end':
        throw new ExpressionError('Unexpected end of expression');
    }
  }

  #call(name: string, at: number): Expr {
    const open = this.#peek();
    if (open.kind !== 'op' || open.op !== '(') throw new ExpressionError(`Unknown word '${name}' at ${at}`);
    this.#next();
    const args: Expr[] = [];
    const close = this.#peek();
    if (close.kind === 'op' && close.op === ')') {
      this.#next();
      return { type: 'call', name, args };
    }
    for (;;) {
      args.push(this.#or());
      const sep = this.#next();
      if (sep.kind === 'op' && sep.op === ')') return { type: 'call', name, args };
      if (sep.kind !== 'op' || sep.op !== ',') throw new ExpressionError(`Expected ',' or ')' at ${sep.at}`);
    }
  }
}

/** Parses an expression into its syntax tree; throws ExpressionError on bad syntax. */
export function parseExpression(source: string): Expr {
  return new Parser(tokenize(source)).parse();
}

const cache = new Map<string, Expr | ExpressionError>();
const CACHE_LIMIT = 10_000;

/** parseExpression with a bounded memo: the same text is parsed once. */
export function parseExpressionCached(source: string): Expr {
  let entry = cache.get(source);
  if (entry === undefined) {
    try {
      entry = parseExpression(source);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      entry = error;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, entry);
  }
  if (entry instanceof ExpressionError) throw entry;
  return entry;
}
