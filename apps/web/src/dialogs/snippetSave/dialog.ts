import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snippetSave',
  title: 'Save selection as snippet',
  specNames: ['snippet save dialog'],
  group: 'Library',
  size: 'medium',
  // saving copies the selection into the user's library: a read-only project may be copied from too
  enabled: ({ editor }) => editor.selection.ids().size > 0,
  load: () => import('./SnippetSaveDialog.js'),
});
