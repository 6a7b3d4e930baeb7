import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

const METHODS: Record<string, (a: string, b: string) => boolean> = {
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  includes: (a, b) => a.includes(b),
  excludes: (a, b) => !a.includes(b),
};

const a = param.string('a', 'A');
const b = param.string('b', 'B');

export const stringCompare = defineNode({
  definitionName: 'stringCompare',
  description:
    'Compares two texts: equal, not equal, A includes B or A excludes B; optionally ignoring case and whitespace.',
  category: 'string',
  keywords: ['compare', 'equal', 'includes', 'match'],
  inputs: [inputFor(a), inputFor(b)],
  parameters: [
    a,
    b,
    param.menu('method', 'Method', Object.keys(METHODS), 'equal'),
    param.toggle('ignoreCase', 'Ignore case'),
    param.toggle('ignoreWhitespace', 'Ignore whitespace', false, {
      description: 'drops every whitespace character',
    }),
  ],
  outputs: [output('result', 'Result', 'boolean')],
  rule: (ctx) => {
    const compare = METHODS[String(ctx.params.method)];
    if (!compare) throw new NodeRuleError(`Invalid input, unknown method: ${String(ctx.params.method)}`);
    const normalise = (text: string) => {
      const spaced = ctx.params.ignoreWhitespace ? text.replace(/\s+/g, '') : text;
      return ctx.params.ignoreCase ? spaced.toLowerCase() : spaced;
    };
    return { result: compare(normalise(readText(ctx, 'a')), normalise(readText(ctx, 'b'))) };
  },
});
