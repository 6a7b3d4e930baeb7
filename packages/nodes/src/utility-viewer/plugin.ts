import { PREVIEWER_MIN_SIZE, PREVIEWER_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

// Definition only: the engine refuses to evaluate it with 'Cannot parse plugin node' (spec 2 §5, §8).
export const pluginNode = defineNode({
  definitionName: 'plugin',
  description: 'Shows a plugin (a web app at a URL) on the canvas',
  category: 'utility/viewer',
  keywords: ['plugin', 'extension', 'app', 'embed'],
  parameters: [param.string('url', 'URL', ''), jumpCodeParam()],
  editor: { size: PREVIEWER_SIZE, minSize: PREVIEWER_MIN_SIZE, resizable: true },
});
