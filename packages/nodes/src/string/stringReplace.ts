import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

/** '/pattern/flags' in the search field is a regular expression (spec 2 §3 stringReplace). */
const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s;

function searchPattern(search: string, replaceAll: boolean): string | RegExp {
  const literal = REGEX_LITERAL.exec(search);
  if (!literal) return search;
  const [, source, flags] = literal;
  const allFlags = replaceAll && !flags.includes('g') ? `${flags}g` : flags;
  try {
    return new RegExp(source, allFlags);
  } catch (error) {
    throw new NodeRuleError(
      `Invalid input, search is not a valid regular expression: ${(error as Error).message}`,
    );
  }
}

const fields = [
  param.string('string', 'String'),
  param.string('search', 'Search'),
  param.string('replace', 'Replace'),
];

export const stringReplace = defineNode({
  definitionName: 'stringReplace',
  description:
    'Replaces the search text (or /regular expression/flags) with the replacement, once or everywhere.',
  category: 'string',
  keywords: ['replace', 'regex', 'substitute', 'find'],
  inputs: fields.map((p) => inputFor(p)),
  parameters: [...fields, param.toggle('replaceAll', 'Replace all', true)],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const [string, search, replace] = fields.map((p) => readText(ctx, p.name));
    const replaceAll = ctx.params.replaceAll === true;
    const pattern = searchPattern(search, replaceAll);
    if (typeof pattern === 'string' && pattern === '') return { result: string };
    const result =
      replaceAll && typeof pattern === 'string'
        ? string.replaceAll(pattern, replace)
        : string.replace(pattern, replace);
    return { result };
  },
});
