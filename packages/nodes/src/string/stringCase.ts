import { NodeRuleError } from '@nodeloom/engine';
import {
  camelCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
} from 'change-case';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

/** The cases of spec 2 §3 stringCase, in its order; change-case does the splitting into words. */
const CASES: Record<string, (text: string) => string> = {
  headerCase: (t) => trainCase(t),
  sentenceCase: (t) => sentenceCase(t),
  camelCase: (t) => camelCase(t),
  snakeCase: (t) => snakeCase(t),
  pascalCase: (t) => pascalCase(t),
  dotCase: (t) => dotCase(t),
  pathCase: (t) => pathCase(t),
  textCase: (t) => noCase(t),
  kebabCase: (t) => kebabCase(t),
  lowerCase: (t) => t.toLowerCase(),
  upperCase: (t) => t.toUpperCase(),
};

const string = param.string('string', 'String');

export const stringCase = defineNode({
  definitionName: 'stringCase',
  description: 'Changes the case of a text: Header-Case, Sentence case, camelCase, snake_case and more.',
  category: 'string',
  keywords: ['case', 'camel', 'snake', 'kebab', 'pascal', 'upper', 'lower', 'title'],
  inputs: [inputFor(string)],
  parameters: [string, param.menu('case', 'Case', Object.keys(CASES), 'headerCase')],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const convert = CASES[String(ctx.params.case)];
    if (!convert) throw new NodeRuleError(`Invalid input, unknown case: ${String(ctx.params.case)}`);
    return { result: convert(readText(ctx, 'string')) };
  },
});
