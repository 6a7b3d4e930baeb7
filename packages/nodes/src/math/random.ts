import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';

export const random = defineNode({
  definitionName: 'random',
  description: 'A random number from 0 (included) to 1 (excluded). A seed of 0 or more makes it repeatable.',
  category: 'math',
  keywords: ['rand', 'random number', 'chance'],
  parameters: [
    param.int('seed', 'Seed', -1, { min: -1, description: '-1 draws a new number on every evaluation' }),
  ],
  outputs: [output('result', 'Result', 'number')],
  rule: async (ctx) => {
    const seed = Number(ctx.params.seed);
    if (seed < 0) return { result: Math.random() };
    // the seeded generator (faker's) loads with the first seeded draw, not with the node library
    const { seededRandom } = await import('../shared/seeded-random.js');
    return { result: seededRandom(seed)() };
  },
});
