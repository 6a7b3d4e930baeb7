import { defineNode } from '../shared/define.js';
import { multiInput, output, param } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';
import { toText } from '../shared/text.js';

export const mergeTailwindStyles = defineNode({
  definitionName: 'mergeTailwindStyles',
  description:
    'Merges Tailwind class lists; a later class wins over a conflicting earlier one. With mergeOnly, the lists are only joined.',
  category: 'string',
  keywords: ['tailwind', 'class', 'merge', 'css', 'twMerge'],
  inputs: [multiInput('strings', 'Strings', 'string', 0)],
  parameters: [
    param.toggle('mergeOnly', 'Merge only', false, {
      description: 'join the lists without resolving conflicts',
    }),
  ],
  outputs: [output('result', 'Result', 'string')],
  rule: async (ctx) => {
    // tailwind-merge loads with the first evaluation, not with the node library
    const { twJoin, twMerge } = await import('tailwind-merge');
    const lists = readMulti(ctx, 'strings').map(toText);
    return { result: ctx.params.mergeOnly ? twJoin(lists) : twMerge(lists) };
  },
});
