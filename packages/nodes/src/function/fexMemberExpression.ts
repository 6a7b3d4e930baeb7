import { identifier, literal, member } from './estree.js';
import { toExpression } from './expression.js';
import { isValidPropertyName } from './identifier.js';
import { dataInput, dataOutput, defineFexNode, stringParam } from './io.js';

export const fexMemberExpression = defineFexNode({
  definitionName: 'fexMemberExpression',
  description:
    'Reads a property of an object: object.name, or object[expression] when the property input is connected.',
  keywords: ['member', 'property', 'dot', 'access'],
  inputs: [
    dataInput('object', 'Object', { required: true }),
    dataInput('property', 'Property', { description: 'A computed property; overrides the name' }),
  ],
  parameters: [stringParam('property', 'Property', 'length', 0)],
  outputs: [dataOutput('expression', 'Expression')],
  rule: ({ inputs, params, connected }) => {
    const object = toExpression(inputs.object, 'object');
    if (connected.property)
      return { expression: member(object, toExpression(inputs.property, 'property'), true) };
    const name = String(params.property ?? '');
    const expression = isValidPropertyName(name)
      ? member(object, identifier(name), false)
      : member(object, literal(name), true);
    return { expression };
  },
});
