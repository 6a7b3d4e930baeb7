import { CSS_UNITS } from '../shared/css-options/index.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { assertCss } from './assert-css.js';
import { CSS_PROPERTY_NAMES } from './css-property-names.js';

export const cssPropertyNode = defineNode({
  definitionName: 'cssProperty',
  description: 'One CSS property as an object { property: value }, checked against the CSS grammar',
  category: 'css',
  keywords: ['style', 'declaration', 'css'],
  inputs: [input('value', 'Value', 'string')],
  parameters: [
    param.string('property', 'Property', 'color', {
      required: true,
      options: CSS_PROPERTY_NAMES.map((p) => ({ label: p, value: p })),
    }),
    param.string('value', 'Value', ''),
    param.menu(
      'unit',
      'Unit',
      CSS_UNITS.map((u) => ({ label: u || '(none)', value: u })),
      '',
    ),
  ],
  outputs: [output('property', 'Property', 'object')],
  rule: async ({ inputs, params }) => {
    const property = String(params.property ?? '').trim();
    const raw = inputs.value ?? params.value;
    const value = `${String(raw ?? '').trim()}${raw === '' || raw == null ? '' : String(params.unit ?? '')}`;
    await assertCss(`a{${property}:${value}}`);
    return { property: { [property]: value } };
  },
});
