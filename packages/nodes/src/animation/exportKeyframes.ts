import { NodeRuleError } from '@nodeloom/engine';
import { assertCss } from '../css/assert-css.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

const ANIMATION_NAME = /^-?[A-Za-z_][A-Za-z0-9_-]*$/;

export const exportKeyframesNode = defineNode({
  definitionName: 'exportKeyframes',
  description: 'A CSS @keyframes animation, validated as CSS, for the site styles',
  category: 'animation',
  keywords: ['keyframes', 'animation', 'css', 'motion'],
  inputs: [input('text', 'Text', 'string')],
  parameters: [
    param.string('name', 'Name', 'animation', { required: true }),
    param.multiline('text', 'Keyframes', 'from { opacity: 0; }\nto { opacity: 1; }', {
      description: 'The frames, or a whole @keyframes rule',
    }),
  ],
  outputs: [output('keyframes', 'Keyframes', 'string')],
  rule: async ({ inputs, params }) => {
    const name = String(params.name ?? '').trim();
    if (!ANIMATION_NAME.test(name)) throw new NodeRuleError(`Invalid animation name: ${name}`);
    const text = String(inputs.text ?? params.text ?? '').trim();
    const css = /^@(-webkit-)?keyframes\b/.test(text) ? text : `@keyframes ${name} {\n${text}\n}`;
    await assertCss(css);
    return { keyframes: css };
  },
});
