import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { element, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';
import { assertSvgTag, attributesOfSvgTag, SVG_TAG_NAMES } from '../svg/svgTags.js';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function toAttributes(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new NodeRuleError('Invalid attributes, it must be an object');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

export const svgElementNode = defineNode({
  definitionName: 'svgElement',
  description: 'An SVG element (svg, path, circle, …) with attributes and children',
  category: 'html',
  keywords: ['svg', 'vector', 'icon', 'path', 'graphics'],
  inputs: [
    input('attributes', 'Attributes', 'object'),
    input('children', 'Children', 'html', { isMultiInput: true }),
  ],
  parameters: [param.menu('tag', 'Tag', SVG_TAG_NAMES, 'svg')],
  outputs: [output('element', 'Element', 'html')],
  rule: async ({ inputs, params, warn }) => {
    const tag = assertSvgTag(String(params.tag ?? ''));
    const attributes = toAttributes(inputs.attributes);
    const known = new Set(await attributesOfSvgTag(tag));
    // data-, aria- and namespaced attributes are always allowed
    const unknown = Object.keys(attributes).filter(
      (a) => !known.has(a) && !/^(data-|aria-|xmlns|xlink:|on)/.test(a),
    );
    if (unknown.length > 0) warn(`Unknown attributes for <${tag}>: ${unknown.join(', ')}`);
    const withNamespace =
      tag === 'svg' && !attributes.xmlns ? { xmlns: SVG_NAMESPACE, ...attributes } : attributes;
    return { element: element(tag, withNamespace, toChildren(inputs.children)) };
  },
});
