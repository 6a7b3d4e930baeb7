import { NodeRuleError } from '@nodeloom/engine';
import { call, identifier } from './estree.js';
import { toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, menuParam } from './io.js';

export const PRIMARY_TYPES = ['string', 'number', 'boolean'] as const;

const CONVERTERS: Record<(typeof PRIMARY_TYPES)[number], string> = {
  string: 'String',
  number: 'Number',
  boolean: 'Boolean',
};

export const fexPrimaryTypeConversion = defineFexNode({
  definitionName: 'fexPrimaryTypeConversion',
  description: 'Converts a value to a string, a number or a boolean in the generated code.',
  keywords: ['convert', 'cast', 'type', 'string', 'number', 'boolean'],
  inputs: [dataInput('value', 'Value', { required: true })],
  parameters: [menuParam('type', 'Type', PRIMARY_TYPES, 'string', 0)],
  outputs: [dataOutput('result', 'Result')],
  rule: ({ inputs, params }) => {
    if (!Object.hasOwn(CONVERTERS, String(params.type))) throw new NodeRuleError('Invalid primary type');
    const converter = CONVERTERS[params.type as keyof typeof CONVERTERS];
    return { result: call(identifier(converter), [toExpression(inputs.value, 'value')]) };
  },
});
