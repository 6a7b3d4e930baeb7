import { DISPLAY_NODE_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { input, param } from '../shared/node-builder.js';
import { jumpCodeParam } from './jumpCode.js';

export const diffViewerNode = defineNode({
  definitionName: 'diffViewer',
  description: 'Shows the differences between two values side by side',
  category: 'utility/viewer',
  keywords: ['diff', 'compare', 'changes', 'view'],
  inputs: [input('before', 'Before', 'inferred'), input('after', 'After', 'inferred')],
  parameters: [
    param.int('indent', 'Indent', 2, { min: 0, max: 8 }),
    param.toggle('hideUnchangedLines', 'Hide unchanged lines', false),
    param.toggle('lineNumbers', 'Line numbers', true),
    param.toggle('syntaxHighlight', 'Syntax highlight', true),
    param.toggle('highlightInlineDiff', 'Highlight inline diff', true),
    param.buttons('inlineDiffMode', 'Inline diff mode', ['char', 'word'], 'char', {
      disableWhen: 'not $highlightInlineDiff',
    }),
    param.string('inlineDiffWordSeparator', 'Word separator', ' ', { hideWhen: '$inlineDiffMode != "word"' }),
    param.toggle('showTitleBar', 'Show title bar', true),
    jumpCodeParam(),
  ],
  editor: { size: DISPLAY_NODE_SIZE, resizable: true },
});
