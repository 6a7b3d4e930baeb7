import { NodeRuleError, type RuleContext } from '@nodeloom/engine';
import { INVALID_INPUT } from './numbers.js';
import { readField } from './read.js';

/** A text value: strings as they are, numbers and booleans written out, nothing as ''; objects are 'Invalid input'. */
export function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new NodeRuleError(INVALID_INPUT);
}

/** A text field that is both an input and a param (README "Conventions"). */
export function readText(ctx: RuleContext, name: string): string {
  return toText(readField(ctx, name));
}
