import { defineDialog } from '../dialog-descriptor.js';

/** Args: `{ snippetId }` from the snippet manager's 'Edit…'; without it the dialog first asks which snippet. */
export interface SnippetEditorArgs {
  snippetId?: string;
}

export const dialog = defineDialog({
  id: 'snippetEditor',
  title: 'Snippet editor',
  group: 'Library',
  commandTitle: 'Open snippet editor',
  size: 'large',
  load: () => import('./SnippetEditorDialog.js'),
});
