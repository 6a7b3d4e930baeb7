import { defineNode } from '../shared/define.js';
import { multiInput, output } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';
import { mergeObjects } from './merge-objects.js';

export const objectMerge = defineNode({
  definitionName: 'objectMerge',
  description: 'One object of the wired objects; for a key in several, the later wire wins (shallow merge).',
  category: 'object',
  keywords: ['merge', 'assign', 'combine', 'spread'],
  inputs: [multiInput('objects', 'Objects', 'object', 0)],
  outputs: [output('object', 'Object', 'object')],
  rule: (ctx) => ({ object: mergeObjects(readMulti(ctx, 'objects')) }),
});
