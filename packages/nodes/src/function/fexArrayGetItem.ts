import { NodeRuleError } from '@nodeloom/engine';
import type { Expression } from 'estree';
import { call, identifier, literal, member } from './estree.js';
import { isExpression, toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode } from './io.js';

/** Expressions that can never evaluate to an array. */
const NOT_ARRAYS = new Set([
  'Literal',
  'TemplateLiteral',
  'ObjectExpression',
  'BinaryExpression',
  'UnaryExpression',
]);

function readArray(value: unknown): Expression {
  if (Array.isArray(value)) return toExpression(value, 'array');
  if (isExpression(value) && !NOT_ARRAYS.has(value.type)) return value;
  throw new NodeRuleError('Invalid array');
}

/** A literal integer index, or an expression computed at run time (a loop index, say). */
function readIndex(value: unknown): Expression | number {
  if (isExpression(value) && value.type !== 'Literal') return value;
  const n = isExpression(value) && value.type === 'Literal' ? value.value : value;
  if (typeof n !== 'number' || !Number.isInteger(n))
    throw new NodeRuleError('Invalid index, it is not an integer');
  return n;
}

export const fexArrayGetItem = defineFexNode({
  definitionName: 'fexArrayGetItem',
  description: 'Reads one item of an array; a negative index counts from the end.',
  keywords: ['array', 'item', 'index', 'element'],
  inputs: [
    dataInput('array', 'Array', { required: true }),
    dataInput('index', 'Index', { description: 'Overrides the index param, e.g. with a loop index' }),
  ],
  parameters: [
    { name: 'index', label: 'Index', dataType: 'number', defaultValue: 0, widget: 'int', order: 0 },
  ],
  outputs: [dataOutput('item', 'Item')],
  rule: ({ inputs, params, connected }) => {
    const array = readArray(inputs.array);
    const index = readIndex(connected.index ? inputs.index : params.index);
    if (typeof index !== 'number') return { item: member(array, index, true) };
    const item =
      index < 0
        ? call(member(array, identifier('at'), false), [literal(index)])
        : member(array, literal(index), true);
    return { item };
  },
});
