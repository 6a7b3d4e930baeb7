import { DISPLAY_NODE_SIZE } from '../shared/constants.js';
import { OBJECT_FIT } from '../shared/css-options/index.js';
import { defineNode } from '../shared/define.js';
import { param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

export const stickyImageNode = defineNode({
  definitionName: 'stickyImage',
  description: 'An image pinned on the canvas, for references and notes',
  category: 'utility/viewer',
  keywords: ['image', 'picture', 'note', 'reference', 'moodboard'],
  parameters: [
    param.string('image', 'Image', '', { description: 'URL of the image' }),
    param.menu('fit', 'Fit', OBJECT_FIT, 'cover'),
    param.float('scale', 'Scale', 1, { min: -1, max: 5 }),
    param.float('rotate', 'Rotate', 0, { min: -180, max: 180 }),
    param.float('translateX', 'Translate X', 0, { min: -1, max: 1 }),
    param.float('translateY', 'Translate Y', 0, { min: -1, max: 1 }),
    jumpCodeParam(),
  ],
  editor: { size: DISPLAY_NODE_SIZE, resizable: true },
});
