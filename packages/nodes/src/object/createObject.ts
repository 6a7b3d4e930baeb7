import { defineNode } from '../shared/define.js';
import { multiInput, output } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';
import { mergeObjects } from './merge-objects.js';

export const createObject = defineNode({
  definitionName: 'createObject',
  description:
    "An object of the node's custom params (name: value) and the wired entries (e.g. from keyValuePair); a wired entry wins over a custom param of the same key.",
  category: 'object',
  keywords: ['object', 'create', 'build', 'record', 'dictionary'],
  inputs: [multiInput('entries', 'Entries', 'object', 0)],
  outputs: [output('object', 'Object', 'object')],
  rule: (ctx) => ({ object: mergeObjects([ctx.customParams, ...readMulti(ctx, 'entries')]) }),
});
