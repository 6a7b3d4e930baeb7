import { NodeRuleError } from '@nodeloom/engine';
import type { Color } from 'culori';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { assertColorSpace, formatColor, GRADIENT_COLOR_SPACES } from './colors.js';
import { isColorRamp, readStops } from './ramp.js';
import { resample, STEP_SIZE } from './sampleGradient.js';

export const GRADIENT_TYPES = ['linear', 'radial', 'conic'] as const;
const DEFAULT_STOPS = [
  { position: 0, color: '#000000' },
  { position: 1, color: '#ffffff' },
];

function inRange(name: string, value: number, min: number, max: number): number {
  if (!(value >= min && value <= max)) throw new NodeRuleError(`${name} must be between ${min} and ${max}`);
  return value;
}

const percent = (n: number) => `${Math.round(n * 1e4) / 100}%`;

export const gradientNode = defineNode({
  definitionName: 'gradient',
  description: 'A CSS linear, radial or conic gradient from colour stops',
  category: 'css',
  keywords: ['background', 'linear-gradient', 'radial-gradient', 'conic-gradient', 'colour'],
  inputs: [input('stops', 'Stops', 'array')],
  parameters: [
    param.buttons('type', 'Type', GRADIENT_TYPES, 'linear'),
    param.menu('colorSpace', 'Colour space', GRADIENT_COLOR_SPACES, 'hex'),
    param.int('angle', 'Angle', 180, { min: 0, max: 360, hideWhen: '$type == "radial"' }),
    param.float('centerX', 'Centre X', 0.5, { min: 0, max: 1, hideWhen: '$type == "linear"' }),
    param.float('centerY', 'Centre Y', 0.5, { min: 0, max: 1, hideWhen: '$type == "linear"' }),
  ],
  outputs: [output('gradient', 'Gradient', 'string')],
  rule: ({ inputs, params }) => {
    const stops = readStops(inputs.stops ?? DEFAULT_STOPS);
    if (!isColorRamp(stops)) throw new NodeRuleError('Invalid stops, a gradient needs colour stops');
    const space = assertColorSpace(params.colorSpace);
    const angle = inRange('Angle', Number(params.angle), 0, 360);
    const at = `at ${percent(inRange('Centre X', Number(params.centerX), 0, 1))} ${percent(inRange('Centre Y', Number(params.centerY), 0, 1))}`;
    // CSS only blends linearly: other interpolations are resampled into many linear stops
    const linear = stops.every((s) => s.interpolation === 'linear');
    const written = linear
      ? stops.map((s) => ({ position: s.position, color: formatColor(s.color as Color, space) }))
      : resample(
          stops,
          Array.from({ length: Math.round(1 / STEP_SIZE.default) + 1 }, (_, i) => i * STEP_SIZE.default),
          space,
        );
    const list = written.map((s) => `${s.color} ${percent(s.position)}`).join(', ');
    const type = String(params.type);
    if (type === 'linear') return { gradient: `linear-gradient(${angle}deg, ${list})` };
    if (type === 'radial') return { gradient: `radial-gradient(circle ${at}, ${list})` };
    if (type === 'conic') return { gradient: `conic-gradient(from ${angle}deg ${at}, ${list})` };
    throw new NodeRuleError(`Invalid gradient type: ${type}`);
  },
});
