import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnEditor',
  title: 'UDN editor',
  group: 'Library',
  commandTitle: 'Open UDN editor',
  // it opens with nothing suitable selected too, and then says what to select
  enabled: ({ editor }) => !editor.readOnly,
  load: () => import('./UdnEditorDialog.js'),
});
