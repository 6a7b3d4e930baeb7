import { defineNode } from '../shared/define.js';
import { honourEscapes } from '../shared/escapes.js';
import { multiInput, output, param } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';
import { toText } from '../shared/text.js';

export const stringConcat = defineNode({
  definitionName: 'stringConcat',
  description:
    'Joins the wired texts with a separator, between a prefix and a suffix (\\n and \\t are honoured).',
  category: 'string',
  keywords: ['concat', 'join', 'combine', 'append'],
  inputs: [multiInput('strings', 'Strings', 'string', 0)],
  parameters: [
    param.string('separator', 'Separator'),
    param.string('prefix', 'Prefix'),
    param.string('suffix', 'Suffix'),
  ],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const [separator, prefix, suffix] = ['separator', 'prefix', 'suffix'].map((n) =>
      honourEscapes(toText(ctx.params[n])),
    );
    return { result: prefix + readMulti(ctx, 'strings').map(toText).join(separator) + suffix };
  },
});
