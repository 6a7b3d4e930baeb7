import type { NodeModule } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output } from '../shared/node-builder.js';

/** isFinite, isInteger, isNan: one value in, a boolean out, with JavaScript's Number.* semantics (no coercion). */
export function numberCheckNode(
  text: { definitionName: string; description: string; keywords: string[] },
  check: (value: unknown) => boolean,
): NodeModule {
  return defineNode({
    ...text,
    category: 'number',
    inputs: [input('value', 'Value', 'inferred')],
    outputs: [output('result', 'Result', 'boolean')],
    rule: (ctx) => ({ result: check(ctx.inputs.value) }),
  });
}
