import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnDraft',
  title: 'Draft in version group',
  specNames: ['draft-in-version-group dialog'],
  group: 'Library',
  commandTitle: 'New UDN draft in a version group',
  enabled: ({ editor }) => !editor.readOnly,
  load: () => import('./UdnDraftDialog.js'),
});
