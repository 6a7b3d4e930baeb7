import { output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { arrayNode } from './array-node.js';

export const arraySlice = arrayNode({
  definitionName: 'arraySlice',
  description:
    'The items from start up to end (negative positions count from the end); end only when useEnd is on.',
  keywords: ['slice', 'range', 'sub', 'take'],
  parameters: [
    param.int('start', 'Start', 0),
    param.int('end', 'End', 0, { disableWhen: 'not $useEnd' }),
    param.toggle('useEnd', 'Use end'),
  ],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const start = requireNumber(ctx.params.start);
    return {
      result: ctx.params.useEnd ? array.slice(start, requireNumber(ctx.params.end)) : array.slice(start),
    };
  },
});
