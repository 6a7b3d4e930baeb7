import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnDraft',
  title: 'Draft in version group',
  group: 'Library',
  commandTitle: 'New UDN draft in a version group',
  enabled: ({ editor }) => !editor.readOnly,
  load: () => import('./UdnDraftDialog.js'),
});
