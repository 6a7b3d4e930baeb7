import { buildNode, output, param } from '../shared/node-builder.js';
import { seededRandom } from '../shared/seeded-random.js';

export default buildNode({
  definitionName: 'random',
  description: 'A random number from 0 (included) to 1 (excluded). A seed of 0 or more makes it repeatable.',
  category: 'math',
  keywords: ['rand', 'random number', 'chance'],
  parameters: [
    param.int('seed', 'Seed', -1, { min: -1, description: '-1 draws a new number on every evaluation' }),
  ],
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => {
    const seed = Number(ctx.params.seed);
    const next = seed >= 0 ? seededRandom(seed) : Math.random;
    return { result: next() };
  },
});
