import type { NodeModule, RuleContext, RuleResult } from '@nodeloom/engine';
import { objectOrEmpty, type PlainObject } from '../shared/collections.js';
import type { DefineNodeInput } from '../shared/define.js';
import { defineNode } from '../shared/define.js';
import { input } from '../shared/node-builder.js';

type ObjectNodeSpec = Omit<DefineNodeInput, 'category' | 'rule'> & {
  /** the rule, given the `object` input (absent counts as {}, a non-object is 'Invalid input') */
  compute: (object: PlainObject, ctx: RuleContext) => RuleResult;
};

/** An object node: category, the leading `object` input and its check filled in. */
export function objectNode(spec: ObjectNodeSpec): NodeModule {
  const { compute, inputs = [], ...rest } = spec;
  return defineNode({
    ...rest,
    category: 'object',
    inputs: [input('object', 'Object', 'object'), ...inputs],
    rule: (ctx) => compute(objectOrEmpty(ctx.inputs.object), ctx),
  });
}
