import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

const string = param.string('string', 'String');
const TRIMS: Record<string, (t: string) => string> = {
  start: (t) => t.trimStart(),
  end: (t) => t.trimEnd(),
  both: (t) => t.trim(),
};

export const stringTrim = defineNode({
  definitionName: 'stringTrim',
  description: 'Removes whitespace from the start, the end or both ends of a text.',
  category: 'string',
  keywords: ['trim', 'strip', 'whitespace'],
  inputs: [inputFor(string)],
  parameters: [string, param.buttons('location', 'Location', Object.keys(TRIMS), 'both')],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => ({ result: (TRIMS[String(ctx.params.location)] ?? TRIMS.both)(readText(ctx, 'string')) }),
});
