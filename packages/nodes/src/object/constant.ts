import { NodeRuleError } from '@nodeloom/engine';
import { isPlainObject } from '../shared/collections.js';
import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';
import { INVALID_INPUT } from '../shared/numbers.js';

const VALUE_TYPES = ['string', 'number', 'boolean', 'object', 'array'];

/** Object and array values may be typed as JSON text. */
function fromJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new NodeRuleError('Invalid input, value is not valid JSON');
  }
}

/** The value as its type, with spec 2 §5 coercion: number or 0; the text 'false' is false. */
const AS_TYPE: Record<string, (value: unknown) => unknown> = {
  string: (v) => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)),
  number: (v) => {
    const n = Number(v);
    return Number.isNaN(n) ? 0 : n;
  },
  boolean: (v) =>
    typeof v === 'string' ? v.trim() !== '' && v.trim().toLowerCase() !== 'false' : Boolean(v),
  object: (v) => {
    const parsed = v === '' || v === undefined ? {} : fromJson(v);
    if (!isPlainObject(parsed)) throw new NodeRuleError(INVALID_INPUT);
    return parsed;
  },
  array: (v) => {
    const parsed = v === '' || v === undefined ? [] : fromJson(v);
    if (!Array.isArray(parsed)) throw new NodeRuleError(INVALID_INPUT);
    return parsed;
  },
};

export const constant = defineNode({
  definitionName: 'constant',
  description:
    'A fixed value of a chosen type: string, number, boolean, object or array (objects and arrays as JSON).',
  category: 'object',
  keywords: ['constant', 'value', 'literal', 'static'],
  parameters: [
    param.menu('type', 'Type', VALUE_TYPES, 'string'),
    { ...param.string('value', 'Value'), dataType: 'inferred', dataTypeSource: 'type' },
  ],
  outputs: [output('value', 'Value', 'inferred')],
  rule: (ctx) => {
    const type = String(ctx.params.type);
    const asType = AS_TYPE[type];
    // spec 2 §8: 'Unknown value type: ... of constant node'
    if (!asType) throw new NodeRuleError(`Unknown value type: ${type} of constant node`);
    return { value: asType(ctx.params.value) };
  },
});
