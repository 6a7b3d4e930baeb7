import { defineDialog } from '../dialog-descriptor.js';

/** Spec 1 §2's expression editor: one param's expression in a larger field (opened from a param row). */
export const dialog = defineDialog({
  id: 'expressionEditor',
  title: 'Expression editor',
  group: 'Node',
  commandTitle: 'Open expression editor',
  size: 'large',
  enabled: ({ editor }) => editor.selection.ids().size === 1,
  load: () => import('./ExpressionEditorDialog.js'),
});
