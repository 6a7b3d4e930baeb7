import { NodeRuleError } from '@nodeloom/engine';
import { literal } from './estree.js';
import { dataOutput, defineFexNode, menuParam } from './io.js';

export const LITERAL_TYPES = ['string', 'number', 'boolean'] as const;

/** The value param arrives coerced to `type` by the engine; this reads it once more for direct callers. */
function literalValue(type: unknown, value: unknown): string | number | boolean {
  switch (type) {
    case 'string':
      return String(value ?? '');
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
      if (!Number.isFinite(n)) throw new NodeRuleError(`Invalid number literal: ${String(value)}`);
      return n;
    }
    case 'boolean':
      return typeof value === 'string' ? value.trim().toLowerCase() === 'true' : Boolean(value);
    default:
      throw new NodeRuleError('Invalid literal type');
  }
}

export const fexLiteral = defineFexNode({
  definitionName: 'fexLiteral',
  description: 'A constant in the generated code: a string, a number or a boolean.',
  keywords: ['literal', 'constant', 'value'],
  parameters: [
    menuParam('type', 'Type', LITERAL_TYPES, 'string', 0),
    {
      name: 'value',
      label: 'Value',
      dataType: 'inferred',
      dataTypeSource: 'type',
      defaultValue: '',
      widget: 'string',
      order: 1,
    },
  ],
  outputs: [dataOutput('literal', 'Literal')],
  rule: ({ params }) => ({ literal: literal(literalValue(params.type, params.value)) }),
});
