import { array } from './estree.js';
import { toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, multiInput } from './io.js';

export const fexCreateArray = defineFexNode({
  definitionName: 'fexCreateArray',
  description: 'An array literal of its inputs, in connection order.',
  keywords: ['array', 'list', 'create'],
  inputs: [dataInput('items', 'Items', { multi: true })],
  outputs: [dataOutput('array', 'Array')],
  rule: ({ inputs }) => {
    const items = multiInput(inputs.items);
    return { array: array(items.map((item, i) => toExpression(item, `items[${i}]`))) };
  },
});
