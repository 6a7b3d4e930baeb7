import { NodeRuleError } from '@nodeloom/engine';
import bezier from 'bezier-easing';
import { type Color, interpolate, interpolatorSplineMonotone } from 'culori';
import { parseColor } from './colors.js';

/** Spec 2 §3 ramp stop interpolations. */
export const INTERPOLATIONS = ['linear', 'step', 'cubic', 'bezier'] as const;
export type Interpolation = (typeof INTERPOLATIONS)[number];

/** Spec 2 §9: cubic interpolation eases with control points at 0.42 and 0.58 of the segment. */
export const CUBIC_CONTROL_POINTS = [0.42, 0.58] as const;
/** Spec 2 §9: a step edge is kept by a stop this far before the next stop. */
export const STEP_EDGE_OFFSET = 0.0001;

const cubicEase = bezier(CUBIC_CONTROL_POINTS[0], 0, CUBIC_CONTROL_POINTS[1], 1);

/** A ramp stop read and checked: colour ramps hold colours, value ramps numbers. */
export interface RampStop {
  position: number;
  interpolation: Interpolation;
  color?: Color;
  value?: number;
}

export function assertPosition(position: unknown): number {
  if (typeof position !== 'number' || !(position >= 0 && position <= 1)) {
    throw new NodeRuleError(`Invalid position, it must be between 0 and 1: ${String(position)}`);
  }
  return position;
}

function readStop(item: unknown, colors: boolean): RampStop {
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const interpolation = (record.interpolation ?? 'linear') as Interpolation;
  if (!INTERPOLATIONS.includes(interpolation)) throw new NodeRuleError('Invalid interpolation type');
  const position = assertPosition(record.position);
  if (colors) return { position, interpolation, color: parseColor(record.color) };
  if (typeof record.value !== 'number' || !Number.isFinite(record.value)) {
    throw new NodeRuleError(`Invalid stop value, it must be a number: ${String(record.value)}`);
  }
  return { position, interpolation, value: record.value };
}

/** Reads ramp stops sorted by position; a ramp is a colour ramp when its first stop has a colour. */
export function readStops(value: unknown): RampStop[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new NodeRuleError('Invalid stops, it must be a non-empty array');
  const colors = typeof value[0] === 'object' && value[0] !== null && 'color' in value[0];
  return value.map((item) => readStop(item, colors)).sort((a, b) => a.position - b.position);
}

export function isColorRamp(stops: RampStop[]): boolean {
  return stops[0].color !== undefined;
}

/** The ramp's value at t (0 to 1): each stop's interpolation shapes the segment that starts at it. */
export function sampleRamp(stops: RampStop[], t: number): Color | number {
  const at = (s: RampStop) => (s.color ?? s.value) as Color | number;
  const nextIndex = stops.findIndex((s) => s.position > t);
  if (nextIndex === -1) return at(stops[stops.length - 1]);
  if (nextIndex === 0) return at(stops[0]);
  const a = stops[nextIndex - 1];
  const b = stops[nextIndex];
  const u = (t - a.position) / (b.position - a.position);
  if (a.interpolation === 'step') return at(a);
  if (a.interpolation === 'bezier') return sampleSmooth(stops, nextIndex - 1, u);
  const eased = a.interpolation === 'cubic' ? cubicEase(u) : u;
  if (a.color && b.color) return interpolate([a.color, b.color], 'rgb')(eased);
  return (a.value as number) + ((b.value as number) - (a.value as number)) * eased;
}

/** bezier: a smooth monotone spline through all stops (culori), evaluated inside segment i. */
function sampleSmooth(stops: RampStop[], i: number, u: number): Color | number {
  const global = (i + u) / (stops.length - 1);
  if (isColorRamp(stops)) {
    // culori takes an interpolator factory here; its types declare the factory's result too narrowly
    const spline = interpolatorSplineMonotone as unknown as (values: number[]) => number;
    return interpolate(
      stops.map((s) => s.color as Color),
      'rgb',
      spline,
    )(global);
  }
  return interpolatorSplineMonotone(stops.map((s) => s.value as number))(global);
}

/** Where a step segment's hard edge needs an extra stop to survive resampling. */
export function stepEdges(stops: RampStop[]): number[] {
  return stops.slice(0, -1).flatMap((s, i) => {
    const edge = stops[i + 1].position - STEP_EDGE_OFFSET;
    return s.interpolation === 'step' && edge > s.position ? [edge] : [];
  });
}
