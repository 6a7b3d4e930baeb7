import { toNumberOrZero, toText, toTruthy } from '../coercion.js';
import type { BinaryOperator, Expr } from './ast.js';
import { ExpressionError } from './errors.js';
import { EXPRESSION_FUNCTIONS } from './functions.js';

/** What an expression can read; the evaluator provides it for the node that owns the expression. */
export interface ExpressionScope {
  /** a param or custom param of the owner; throws ExpressionError when there is none */
  param(name: string): unknown;
  /** a param of the node at `path` (relative to the owner, or absolute) */
  nodeParam(path: string, name: string): unknown;
  /** an environment value; `found` false when no level defines it */
  env(name: string): { found: boolean; value?: unknown };
}

/** `@NAME` missing: the whole expression falls back to the param's default, without an error shown. */
export class MissingEnvError extends ExpressionError {
  constructor(
    readonly envName: string,
    strict: boolean,
  ) {
    super(strict ? `Environment value not set: @@${envName}` : `Environment value not set: @${envName}`);
  }
}

function compare(op: BinaryOperator, a: unknown, b: unknown): boolean {
  const bothStrings = typeof a === 'string' && typeof b === 'string';
  const x = bothStrings ? a : toNumberOrZero(a);
  const y = bothStrings ? b : toNumberOrZero(b);
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

function binary(op: BinaryOperator, a: unknown, b: unknown): unknown {
  switch (op) {
    case '+':
      if (typeof a === 'string' || typeof b === 'string') return toText(a) + toText(b);
      return toNumberOrZero(a) + toNumberOrZero(b);
    case '-':
      return toNumberOrZero(a) - toNumberOrZero(b);
    case '*':
      return toNumberOrZero(a) * toNumberOrZero(b);
    case '/':
      return toNumberOrZero(a) / toNumberOrZero(b);
    case '%':
      return toNumberOrZero(a) % toNumberOrZero(b);
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    default:
      return compare(op, a, b);
  }
}

/** Computes a syntax tree against a scope. Throws ExpressionError (or the scope's own errors). */
export function interpret(expr: Expr, scope: ExpressionScope): unknown {
  switch (expr.type) {
    case 'literal':
      return expr.value;
    case 'param':
      return scope.param(expr.name);
    case 'nodeParam':
      return scope.nodeParam(expr.path, expr.name);
    case 'env': {
      const { found, value } = scope.env(expr.name);
      if (!found) throw new MissingEnvError(expr.name, expr.strict);
      return value;
    }
    case 'unary': {
      const v = interpret(expr.operand, scope);
      if (expr.op === 'not') return !toTruthy(v);
      return expr.op === '-' ? -toNumberOrZero(v) : toNumberOrZero(v);
    }
    case 'logical': {
      const left = interpret(expr.left, scope);
      if (expr.op === 'and') return toTruthy(left) ? interpret(expr.right, scope) : left;
      return toTruthy(left) ? left : interpret(expr.right, scope);
    }
    case 'binary':
      return binary(expr.op, interpret(expr.left, scope), interpret(expr.right, scope));
    case 'call': {
      if (expr.name === 'if') {
        if (expr.args.length !== 3) throw new ExpressionError('if() takes 3 argument(s)');
        const [c, a, b] = expr.args;
        return toTruthy(interpret(c, scope)) ? interpret(a, scope) : interpret(b, scope);
      }
      const fn = EXPRESSION_FUNCTIONS[expr.name];
      if (!fn) throw new ExpressionError(`Unknown function: ${expr.name}`);
      return fn(expr.args.map((arg) => interpret(arg, scope)));
    }
  }
}
