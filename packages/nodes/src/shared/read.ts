import type { RuleContext } from '@nodeloom/engine';

/**
 * The value of a field that is both an input and a param: the wired input when connected,
 * otherwise the param (README "Conventions"). An input without a param is read as is.
 */
export function readField(ctx: RuleContext, name: string): unknown {
  if (ctx.connected[name]) return ctx.inputs[name];
  if (name in ctx.params) return ctx.params[name];
  return ctx.inputs[name];
}

/** A multi-input's values; an unconnected multi-input is an empty list. */
export function readMulti(ctx: RuleContext, name: string): unknown[] {
  const value = ctx.inputs[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
