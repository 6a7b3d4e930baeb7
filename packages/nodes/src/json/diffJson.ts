import { create } from 'jsondiffpatch';
import { defineNode } from '../shared/define.js';
import { input, output } from '../shared/node-builder.js';

/** Array items with an id (or _id) are matched by it, so a moved item is a move rather than a change. */
const differ = create({
  objectHash: (item: object, index?: number) => {
    const { id, _id } = item as { id?: unknown; _id?: unknown };
    return String(id ?? _id ?? `$$index:${index}`);
  },
});

export const diffJson = defineNode({
  definitionName: 'diffJson',
  description:
    'The difference between two JSON values as a jsondiffpatch delta (null when equal), and whether they differ.',
  category: 'json',
  keywords: ['json', 'diff', 'compare', 'delta', 'changes', 'jsondiffpatch'],
  inputs: [input('left', 'Left', 'inferred'), input('right', 'Right', 'inferred')],
  outputs: [output('delta', 'Delta', 'object'), output('hasChanges', 'Has changes', 'boolean')],
  rule: (ctx) => {
    const delta = differ.diff(ctx.inputs.left ?? null, ctx.inputs.right ?? null);
    return { delta: delta ?? null, hasChanges: delta !== undefined };
  },
});
