import { defineNode } from '../shared/define.js';
import { inputFor, multiInput, output, param } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';
import { readText, toText } from '../shared/text.js';

const template = param.multiline('template', 'Template', '', {
  description: '{0}, {1}, … stand for the wired values',
});

export const stringTemplate = defineNode({
  definitionName: 'stringTemplate',
  description: 'Fills the placeholders {0}, {1}, … of a template with the wired values, in wire order.',
  category: 'string',
  keywords: ['template', 'format', 'placeholder', 'interpolate'],
  inputs: [inputFor(template), multiInput('values', 'Values', 'inferred', 0)],
  parameters: [template],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const values = readMulti(ctx, 'values');
    // a placeholder without a value stays as written
    const result = readText(ctx, 'template').replace(/\{(\d+)\}/g, (placeholder, index: string) =>
      Number(index) < values.length ? toText(values[Number(index)]) : placeholder,
    );
    return { result };
  },
});
