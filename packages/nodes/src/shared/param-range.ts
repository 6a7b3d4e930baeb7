import type { NodeDefinition, ParamDefinition } from '@nodeloom/engine';

/**
 * A number param's value held to the range its definition declares (spec 2 §5: sticky fontWeight
 * 100 to 900, jumpCode -1 or 0 to 9): below min reads as min, above max as max, an int widget
 * rounds, and a value that is no finite number (text, NaN, unset) reads as the default. For the
 * settings the editor reads straight from a node (font, jump code); rules whose spec gives an
 * out-of-range message (radix, precision, switchInput's index) keep refusing instead.
 */
export function clampToParamRange(param: ParamDefinition, value: unknown): unknown {
  if (param.dataType !== 'number') return value;
  const number = typeof value === 'number' && Number.isFinite(value) ? value : Number(param.defaultValue);
  const whole = param.widget === 'int' ? Math.round(number) : number;
  return Math.min(
    param.max ?? Number.POSITIVE_INFINITY,
    Math.max(param.min ?? Number.NEGATIVE_INFINITY, whole),
  );
}

/** The value of a node's defined param held to its range (see clampToParamRange); undefined for an unknown param. */
export function paramValueInRange(definition: NodeDefinition, name: string, value: unknown): unknown {
  const param = definition.parameters.find((p) => p.name === name);
  return param ? clampToParamRange(param, value) : undefined;
}
