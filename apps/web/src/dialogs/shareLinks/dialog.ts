import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'shareLinks',
  title: 'Share links',
  commandTitle: 'Share project…',
  size: 'large',
  enabled: ({ editor }) => !editor.readOnly,
  load: () => import('./ShareLinksDialog.js'),
});
