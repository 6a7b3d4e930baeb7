import { IFRAME_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

export const iframeNode = defineNode({
  definitionName: 'iframe',
  description: 'Shows embedded content (video, map, document) on the canvas from its embed code',
  category: 'utility/viewer',
  keywords: ['embed', 'video', 'youtube', 'figma', 'iframe'],
  parameters: [
    param.multiline('embedCode', 'Embed code', ''),
    param.toggle('showTitleBar', 'Show title bar', true),
    param.toggle('showBorder', 'Show border', true),
    param.toggle('showBackground', 'Show background', true),
    param.int('contentPadding', 'Content padding', 0, { min: 0, max: 10 }),
    jumpCodeParam(),
  ],
  editor: { size: IFRAME_SIZE, resizable: true },
});
