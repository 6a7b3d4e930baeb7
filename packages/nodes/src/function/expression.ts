import { NodeRuleError } from '@nodeloom/engine';
import type { Expression, Property, SpreadElement } from 'estree';
import { array, identifier, literal } from './estree.js';
import { isValidPropertyName } from './identifier.js';

/** ESTree node types that are expressions: an exec-data value of one of these types is used as is. */
const EXPRESSION_TYPES = new Set([
  'Identifier',
  'Literal',
  'ArrayExpression',
  'ObjectExpression',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassExpression',
  'TemplateLiteral',
  'TaggedTemplateExpression',
  'MemberExpression',
  'CallExpression',
  'NewExpression',
  'UnaryExpression',
  'UpdateExpression',
  'BinaryExpression',
  'LogicalExpression',
  'ConditionalExpression',
  'AssignmentExpression',
  'SequenceExpression',
  'AwaitExpression',
  'YieldExpression',
  'ThisExpression',
  'ChainExpression',
  'ImportExpression',
  'MetaProperty',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isExpression(value: unknown): value is Expression {
  return isRecord(value) && typeof value.type === 'string' && EXPRESSION_TYPES.has(value.type);
}

export function isProperty(value: unknown): value is Property | SpreadElement {
  return isRecord(value) && (value.type === 'Property' || value.type === 'SpreadElement');
}

/** A property key: a plain name when it can follow a dot, a string literal otherwise. */
export function propertyKey(key: string): { key: Expression; computed: false } {
  return { key: isValidPropertyName(key) ? identifier(key) : literal(key), computed: false };
}

export function property(key: string, value: Expression): Property {
  return { type: 'Property', kind: 'init', method: false, shorthand: false, value, ...propertyKey(key) };
}

/**
 * Reads an exec-data value as an expression. ESTree expressions pass through; plain values
 * (strings, numbers, booleans, null, undefined, arrays, plain objects) become the literal code
 * that produces them, so ordinary nodes can feed the builder. Anything else fails naming the input.
 */
export function toExpression(value: unknown, inputName: string): Expression {
  if (isExpression(value)) return value;
  if (value === undefined) return identifier('undefined');
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return identifier('NaN');
    if (!Number.isFinite(value)) return value > 0 ? identifier('Infinity') : literalInfinity();
    return literal(value);
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return literal(value);
  if (Array.isArray(value)) return array(value.map((item, i) => toExpression(item, `${inputName}[${i}]`)));
  if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) =>
        property(key, toExpression(item, `${inputName}.${key}`)),
      ),
    };
  }
  throw new NodeRuleError(`Invalid expression: ${inputName}`);
}

function literalInfinity(): Expression {
  return { type: 'UnaryExpression', operator: '-', prefix: true, argument: identifier('Infinity') };
}
