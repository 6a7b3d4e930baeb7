import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'findReplace',
  title: 'Find and replace',
  shortcuts: ['mod+shift+f'],
  size: 'large',
  load: () => import('./FindReplaceDialog.js'),
});
