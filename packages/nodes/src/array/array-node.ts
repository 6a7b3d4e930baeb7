import { type NodeModule, NodeRuleError, type RuleContext, type RuleResult } from '@nodeloom/engine';
import { arrayOrEmpty } from '../shared/collections.js';
import type { DefineNodeInput } from '../shared/define.js';
import { defineNode } from '../shared/define.js';
import { input } from '../shared/node-builder.js';

type ArrayNodeSpec = Omit<DefineNodeInput, 'category' | 'rule'> & {
  /** the rule, given the checked `array` input */
  compute: (array: unknown[], ctx: RuleContext) => RuleResult;
  /**
   * When set, a missing or non-array value fails with this message
   * (spec 2 §5: arrayInsertItem and arrayRemoveItem require an array input); otherwise a missing
   * array counts as empty and a non-array is 'Invalid input'.
   */
  requiredMessage?: string;
};

/** An array node: category, the leading `array` input and its check filled in. */
export function arrayNode(spec: ArrayNodeSpec): NodeModule {
  const { compute, requiredMessage, inputs = [], ...rest } = spec;
  return defineNode({
    ...rest,
    category: 'array',
    // not flagged `required`, so the engine lets the rule report the spec's own message
    inputs: [input('array', 'Array', 'array'), ...inputs],
    rule: (ctx) => {
      const value = ctx.inputs.array;
      if (requiredMessage && !Array.isArray(value)) throw new NodeRuleError(requiredMessage);
      return compute(arrayOrEmpty(value), ctx);
    },
  });
}

/** spec 2 §8: 'array is required' (arrayInsertItem, arrayRemoveItem) */
export const ARRAY_REQUIRED = 'array is required';
