import { lexer } from 'css-tree';
import { CSS_UNITS } from '../shared/css-options/index.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { assertValidCss } from './validateCss.js';

// css-tree's lexer knows every standard property; its published types omit the table
const PROPERTY_NAMES = Object.keys(
  (lexer as unknown as { properties: Record<string, unknown> }).properties,
).sort();

export const cssPropertyNode = defineNode({
  definitionName: 'cssProperty',
  description: 'One CSS property as an object { property: value }, checked against the CSS grammar',
  category: 'css',
  keywords: ['style', 'declaration', 'css'],
  inputs: [input('value', 'Value', 'string')],
  parameters: [
    param.string('property', 'Property', 'color', {
      required: true,
      options: PROPERTY_NAMES.map((p) => ({ label: p, value: p })),
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
  rule: ({ inputs, params }) => {
    const property = String(params.property ?? '').trim();
    const raw = inputs.value ?? params.value;
    const value = `${String(raw ?? '').trim()}${raw === '' || raw == null ? '' : String(params.unit ?? '')}`;
    assertValidCss(`a{${property}:${value}}`);
    return { property: { [property]: value } };
  },
});
