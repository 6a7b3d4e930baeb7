import { defineNode } from '../shared/define.js';
import { passThroughInput, passThroughOutput, passThroughRule } from './pass-through.js';

export const passThrough = defineNode({
  definitionName: 'passThrough',
  description: 'Passes its input through to its output unchanged.',
  category: 'flowControl',
  keywords: ['pass', 'through', 'identity', 'forward'],
  inputs: [passThroughInput],
  outputs: [passThroughOutput],
  rule: passThroughRule,
});
