import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';
import { attributesOfSvgTag, SVG_TAG_NAMES } from './svgTags.js';

export const svgElementAttributesNode = defineNode({
  definitionName: 'svgElementAttributes',
  description: 'Lists the attributes an SVG tag accepts',
  category: 'svg',
  keywords: ['svg', 'attributes', 'vector'],
  parameters: [param.menu('tag', 'Tag', SVG_TAG_NAMES, 'svg')],
  outputs: [output('attributes', 'Attributes', 'array')],
  rule: async ({ params }) => ({ attributes: await attributesOfSvgTag(String(params.tag ?? '')) }),
});
