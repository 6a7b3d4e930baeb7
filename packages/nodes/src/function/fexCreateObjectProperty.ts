import { property, toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, stringParam } from './io.js';

export const fexCreateObjectProperty = defineFexNode({
  definitionName: 'fexCreateObjectProperty',
  description: 'One key and value of an object literal, to feed createObject.',
  keywords: ['object', 'property', 'key', 'value'],
  inputs: [dataInput('value', 'Value', { required: true })],
  parameters: [stringParam('key', 'Key', 'key', 0)],
  outputs: [dataOutput('property', 'Property')],
  rule: ({ inputs, params }) => ({
    property: property(String(params.key ?? ''), toExpression(inputs.value, 'value')),
  }),
});
