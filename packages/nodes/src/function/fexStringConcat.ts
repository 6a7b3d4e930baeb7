import type { TemplateElement, TemplateLiteral } from 'estree';
import { toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, multiInput, stringParam } from './io.js';

/** Template text as written in source: backslashes, backticks and `${` are escaped. */
function templateElement(cooked: string, tail: boolean): TemplateElement {
  const raw = cooked.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return { type: 'TemplateElement', value: { raw, cooked }, tail };
}

export const fexStringConcat = defineFexNode({
  definitionName: 'fexStringConcat',
  description:
    'Joins its inputs into one string in the generated code, with a divider, a prefix and a suffix.',
  keywords: ['string', 'concat', 'join', 'template'],
  inputs: [dataInput('strings', 'Strings', { multi: true })],
  parameters: [
    stringParam('divider', 'Divider', '', 0),
    stringParam('prefix', 'Prefix', '', 1),
    stringParam('suffix', 'Suffix', '', 2),
  ],
  outputs: [dataOutput('expression', 'Expression')],
  rule: ({ inputs, params }) => {
    const given = multiInput(inputs.strings);
    const expressions = given.map((v, i) => toExpression(v, `strings[${i}]`));
    const divider = String(params.divider ?? '');
    // texts between the expressions: prefix, dividers, suffix (a template has one more text than expressions)
    const texts = expressions.length === 0 ? [''] : ['', ...expressions.slice(1).map(() => divider), ''];
    texts[0] = String(params.prefix ?? '') + texts[0];
    texts[texts.length - 1] += String(params.suffix ?? '');
    const template: TemplateLiteral = {
      type: 'TemplateLiteral',
      quasis: texts.map((text, i) => templateElement(text, i === texts.length - 1)),
      expressions,
    };
    return { expression: template };
  },
});
