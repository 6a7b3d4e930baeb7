import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { INVALID_INPUT, requireNumber } from '../shared/numbers.js';

/** spec 2 §9: noise dimension 2 to 4 */
const MIN_DIMENSION = 2;
const MAX_DIMENSION = 4;
const AXES = ['x', 'y', 'z', 'w'] as const;

type NoiseFunction = (...coordinates: number[]) => number;

async function createNoise(dimension: number, seed: number): Promise<NoiseFunction> {
  // the seeded generator (faker's) and simplex-noise load with the first evaluation, not with the node library
  const [{ seededRandom }, { createNoise2D, createNoise3D, createNoise4D }] = await Promise.all([
    import('../shared/seeded-random.js'),
    import('simplex-noise'),
  ]);
  const random = seededRandom(seed);
  if (dimension === 2) return createNoise2D(random) as NoiseFunction;
  if (dimension === 3) return createNoise3D(random) as NoiseFunction;
  return createNoise4D(random) as NoiseFunction;
}

/** The coordinates to sample: the wired array's numbers, the params for the axes it does not give. */
function coordinates(dimension: number, params: Record<string, unknown>, wired: unknown): number[] {
  if (wired !== undefined && wired !== null && !Array.isArray(wired)) throw new NodeRuleError(INVALID_INPUT);
  const fromArray = (wired ?? []) as unknown[];
  return AXES.slice(0, dimension).map((axis, i) =>
    requireNumber(i < fromArray.length ? fromArray[i] : params[axis]),
  );
}

export const noise = defineNode({
  definitionName: 'noise',
  description:
    'Seeded simplex noise in 2 to 4 dimensions, from -1 to 1. A wired coordinates array overrides x, y, z and w.',
  category: 'math',
  keywords: ['simplex', 'perlin', 'procedural', 'random'],
  inputs: [input('coordinates', 'Coordinates', 'array', { description: 'numbers [x, y, z, w]' })],
  parameters: [
    param.int('dimension', 'Dimension', 2, { min: MIN_DIMENSION, max: MAX_DIMENSION }),
    param.float('x', 'X', 0, { min: 0, max: 100 }),
    param.float('y', 'Y', 0, { min: 0, max: 100 }),
    param.float('z', 'Z', 0, { min: 0, max: 100, hideWhen: '$dimension < 3' }),
    param.float('w', 'W', 0, { min: 0, max: 100, hideWhen: '$dimension < 4' }),
    param.int('seed', 'Seed', 0),
    param.float('scale', 'Scale', 1, { min: 0, max: 100, description: 'multiplies every coordinate' }),
  ],
  outputs: [output('result', 'Result', 'number')],
  rule: async (ctx) => {
    const dimension = Math.round(requireNumber(ctx.params.dimension));
    if (dimension < MIN_DIMENSION || dimension > MAX_DIMENSION) throw new NodeRuleError(INVALID_INPUT);
    const scale = requireNumber(ctx.params.scale);
    const point = coordinates(dimension, ctx.params, ctx.inputs.coordinates).map((c) => c * scale);
    const noise = await createNoise(dimension, requireNumber(ctx.params.seed));
    return { result: noise(...point) };
  },
});
