import { NodeRuleError } from '@nodeloom/engine';
import type { ObjectExpression } from 'estree';
import { isExpression, isProperty, toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, multiInput } from './io.js';

/** Each input is a property node, or an object (literal or expression) whose entries are spread in. */
function readProperties(value: unknown, inputName: string): ObjectExpression['properties'] {
  if (isProperty(value)) return [value];
  if (isExpression(value)) return [{ type: 'SpreadElement', argument: value }];
  const expression = toExpression(value, inputName);
  if (expression.type === 'ObjectExpression') return expression.properties;
  throw new NodeRuleError(`Invalid object property: ${inputName}`);
}

export const fexCreateObject = defineFexNode({
  definitionName: 'fexCreateObject',
  description:
    'An object literal from properties (createObjectProperty) and spread objects, in connection order.',
  keywords: ['object', 'create', 'literal'],
  inputs: [dataInput('properties', 'Properties', { multi: true })],
  outputs: [dataOutput('object', 'Object')],
  rule: ({ inputs }) => {
    const given = multiInput(inputs.properties);
    const object: ObjectExpression = {
      type: 'ObjectExpression',
      properties: given.flatMap((value, i) => readProperties(value, `properties[${i}]`)),
    };
    return { object };
  },
});
