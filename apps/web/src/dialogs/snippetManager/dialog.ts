import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snippetManager',
  title: 'Snippets',
  group: 'Library',
  commandTitle: 'Open snippet manager',
  size: 'large',
  load: () => import('./SnippetManagerDialog.js'),
});
