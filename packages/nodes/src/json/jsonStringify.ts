import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { requireIntegerInRange, requireNumber } from '../shared/numbers.js';

export const jsonStringify = defineNode({
  definitionName: 'jsonStringify',
  description:
    'The JSON text of a value, indented by a number of spaces (0: on one line); nothing wired gives "null".',
  category: 'json',
  keywords: ['json', 'stringify', 'encode', 'serialize'],
  inputs: [input('value', 'Value', 'inferred')],
  parameters: [param.int('indent', 'Indent', 2, { min: 0, max: 8 })],
  outputs: [output('string', 'JSON', 'string')],
  rule: (ctx) => {
    const indent = requireIntegerInRange(
      requireNumber(ctx.params.indent),
      0,
      8,
      'Invalid input, indent must be between 0 and 8',
    );
    try {
      return { string: JSON.stringify(ctx.inputs.value ?? null, null, indent) ?? 'null' };
    } catch (error) {
      throw new NodeRuleError(`Invalid input, value cannot be written as JSON: ${(error as Error).message}`);
    }
  },
});
