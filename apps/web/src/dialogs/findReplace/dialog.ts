import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'findReplace',
  title: 'Find and replace',
  group: 'Find',
  shortcuts: ['mod+shift+f'],
  size: 'large',
  load: () => import('./FindReplaceDialog.js'),
});
