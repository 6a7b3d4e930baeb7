import { INSPECTOR_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { input, param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

export const INSPECTOR_LANGUAGES = ['plaintext', 'javascript', 'html', 'css', 'json', 'markdown'] as const;

export const inspectorNode = defineNode({
  definitionName: 'inspector',
  description: 'Shows the value wired into it, highlighted in a chosen language',
  category: 'utility/viewer',
  keywords: ['inspect', 'debug', 'view', 'log', 'value'],
  inputs: [input('data', 'Data', 'inferred')],
  parameters: [
    param.menu('language', 'Highlight language', INSPECTOR_LANGUAGES, 'plaintext'),
    jumpCodeParam(),
  ],
  editor: { size: INSPECTOR_SIZE, resizable: true },
});
