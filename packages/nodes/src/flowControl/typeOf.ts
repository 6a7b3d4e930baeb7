import { defineNode } from '../shared/define.js';

/** JavaScript's typeof, refined so the two cases it lumps into 'object' can be told apart. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export const typeOf = defineNode({
  definitionName: 'typeOf',
  description:
    "Outputs the input's type: string, number, bigint, boolean, symbol, undefined, function, object, or 'array' and 'null' for those two.",
  category: 'flowControl',
  keywords: ['type', 'typeof', 'kind'],
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'inferred' }],
  outputs: [{ identifier: 'type', label: 'Type', dataType: 'string' }],
  rule: ({ inputs }) => ({ type: typeName(inputs.input) }),
});
