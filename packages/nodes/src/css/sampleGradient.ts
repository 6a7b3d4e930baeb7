import { NodeRuleError } from '@nodeloom/engine';
import type { Color } from 'culori';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { assertColorSpace, formatColor, GRADIENT_COLOR_SPACES, type GradientColorSpace } from './colors.js';
import { type RampStop, readStops, sampleRamp, stepEdges } from './ramp.js';

export const STEP_SIZE = { default: 0.05, min: 0.001, max: 1 } as const;
export const TOTAL_STOPS = { default: 24, min: 2, max: 256 } as const;

export interface SampledStop {
  position: number;
  color?: string;
  value?: number;
}

// positions are rounded so 0.1 + 0.2 noise does not leak into CSS
const round = (n: number) => Math.round(n * 1e6) / 1e6;

function samplePositions(sampleBy: string, stepSize: number, totalStops: number): number[] {
  if (sampleBy === 'totalStops') {
    if (!Number.isInteger(totalStops) || totalStops < TOTAL_STOPS.min || totalStops > TOTAL_STOPS.max) {
      throw new NodeRuleError(
        `Total stops must be an integer between ${TOTAL_STOPS.min} and ${TOTAL_STOPS.max}`,
      );
    }
    return Array.from({ length: totalStops }, (_, i) => i / (totalStops - 1));
  }
  if (!(stepSize >= STEP_SIZE.min && stepSize <= STEP_SIZE.max)) {
    throw new NodeRuleError(`Step size must be between ${STEP_SIZE.min} and ${STEP_SIZE.max}`);
  }
  const count = Math.floor(round(1 / stepSize));
  return [...Array.from({ length: count + 1 }, (_, i) => i * stepSize), 1];
}

/** Resamples a ramp at even positions, keeping step edges (spec 2 §9 step edge offset). */
export function resample(stops: RampStop[], positions: number[], space: GradientColorSpace): SampledStop[] {
  const all = [...new Set([...positions, ...stepEdges(stops)].map(round))].sort((a, b) => a - b);
  return all.map((position) => {
    const sampled = sampleRamp(stops, position);
    return typeof sampled === 'number'
      ? { position, value: sampled }
      : { position, color: formatColor(sampled as Color, space) };
  });
}

export const sampleGradientNode = defineNode({
  definitionName: 'sampleGradient',
  description: 'Resamples a colour or value ramp into evenly spaced stops (by step size or by total stops)',
  category: 'css',
  keywords: ['ramp', 'gradient', 'resample', 'easing', 'stops'],
  inputs: [input('stops', 'Stops', 'array', { required: true })],
  parameters: [
    param.buttons(
      'sampleBy',
      'Sample by',
      [
        { label: 'Step size', value: 'stepSize' },
        { label: 'Total stops', value: 'totalStops' },
      ],
      'stepSize',
    ),
    param.float('stepSize', 'Step size', STEP_SIZE.default, {
      min: STEP_SIZE.min,
      max: STEP_SIZE.max,
      hideWhen: '$sampleBy == "totalStops"',
    }),
    param.int('totalStops', 'Total stops', TOTAL_STOPS.default, {
      min: TOTAL_STOPS.min,
      max: TOTAL_STOPS.max,
      hideWhen: '$sampleBy == "stepSize"',
    }),
    param.menu('colorSpace', 'Colour space', GRADIENT_COLOR_SPACES, 'hex'),
  ],
  outputs: [output('stops', 'Stops', 'array')],
  rule: ({ inputs, params }) => {
    const stops = readStops(inputs.stops);
    const positions = samplePositions(
      String(params.sampleBy),
      Number(params.stepSize),
      Number(params.totalStops),
    );
    return { stops: resample(stops, positions, assertColorSpace(params.colorSpace)) };
  },
});
