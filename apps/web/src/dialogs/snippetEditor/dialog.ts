import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snippetEditor',
  title: 'Snippet editor',
  group: 'Library',
  commandTitle: 'Open snippet editor',
  size: 'large',
  load: () => import('./SnippetEditorDialog.js'),
});
