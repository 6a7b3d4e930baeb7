import { defineNode } from '../shared/define.js';
import { readMulti } from '../shared/read.js';

/** "comma-separated cases, trimmed" (spec 2 §3). */
export function parseCases(cases: unknown): string[] {
  const text = typeof cases === 'string' ? cases : '';
  return text.split(',').map((c) => c.trim());
}

export const switchCase = defineNode({
  definitionName: 'switchCase',
  description:
    'Picks one of its inputs by value. Cases are comma-separated and trimmed; the first input is the fallback, input n+1 answers case n. The value matches a case when its text is equal.',
  category: 'flowControl',
  keywords: ['switch', 'case', 'select', 'match'],
  inputs: [
    { identifier: 'value', label: 'Value', dataType: 'inferred', orderHint: 0 },
    {
      identifier: 'inputs',
      label: 'Inputs',
      dataType: 'inferred',
      isMultiInput: true,
      minInstances: 1,
      orderHint: 1,
    },
  ],
  parameters: [
    {
      name: 'cases',
      label: 'Cases',
      description: 'Comma-separated, e.g. "small, medium, large"',
      dataType: 'string',
      defaultValue: '',
      widget: 'string',
    },
  ],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'inferred' }],
  rule: (ctx) => {
    const { inputs, params } = ctx;
    const values = readMulti(ctx, 'inputs');
    const caseIndex = parseCases(params.cases).indexOf(String(inputs.value));
    // a matched case whose input is not connected falls back like an unmatched one
    const picked = caseIndex >= 0 && caseIndex + 1 < values.length ? caseIndex + 1 : 0;
    return { output: values[picked] };
  },
});
