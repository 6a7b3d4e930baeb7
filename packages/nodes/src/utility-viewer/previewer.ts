import { PREVIEWER_MIN_SIZE, PREVIEWER_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

export const PREVIEW_ALIGNMENTS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export const PREVIEW_THEMES = ['system', 'light', 'dark'] as const;

export const previewerNode = defineNode({
  definitionName: 'previewer',
  description: 'Shows a live preview of a node (page, component or app) on the canvas',
  category: 'utility/viewer',
  keywords: ['preview', 'view', 'render', 'display'],
  parameters: [
    param.nodePath('nodePath', 'Node'),
    param.string('startRoute', 'Start route', '/'),
    param.float('zoom', 'Zoom', 1, { min: 0.01, max: 10 }),
    param.menu('alignment', 'Alignment', PREVIEW_ALIGNMENTS, 'center'),
    param.buttons('theme', 'Theme', PREVIEW_THEMES, 'system'),
    param.toggle('showBorder', 'Show border', true),
    jumpCodeParam(),
  ],
  editor: { size: PREVIEWER_SIZE, minSize: PREVIEWER_MIN_SIZE, resizable: true },
});
