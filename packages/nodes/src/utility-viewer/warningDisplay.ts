import { DISPLAY_NODE_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { param } from '../shared/node-builder.js';

export const warningDisplayNode = defineNode({
  definitionName: 'warningDisplay',
  description: 'Lists the warnings and errors of the nodes on this level',
  category: 'utility/viewer',
  keywords: ['warnings', 'errors', 'problems', 'debug'],
  parameters: [param.toggle('showTitleBar', 'Show title bar', true)],
  editor: { size: DISPLAY_NODE_SIZE, resizable: true },
});
