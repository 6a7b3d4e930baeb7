import { TRAY_NODE_MIN_SIZE, TRAY_NODE_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { textParams } from './textParams.js';

/** Spec 2 §3: trays default to a translucent grey. */
export const TRAY_NODE_COLOR = '#80808033';

export const trayNodeNode = defineNode({
  definitionName: 'trayNode',
  description: 'A tray grouping nodes of the same level, with a title text',
  category: 'utility/organization',
  keywords: ['group', 'frame', 'container', 'tray', 'section'],
  parameters: textParams(),
  editor: {
    size: TRAY_NODE_SIZE,
    minSize: TRAY_NODE_MIN_SIZE,
    resizable: true,
    style: { backgroundColor: TRAY_NODE_COLOR },
  },
});
