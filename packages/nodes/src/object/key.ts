import { NodeRuleError, type RuleContext } from '@nodeloom/engine';
import { readText } from '../shared/text.js';

/** A key field (input falling back to its param); an empty key names what is wrong. */
export function readKey(ctx: RuleContext, name = 'key'): string {
  const key = readText(ctx, name);
  if (key === '') throw new NodeRuleError(`Invalid input, ${name} is empty`);
  return key;
}
