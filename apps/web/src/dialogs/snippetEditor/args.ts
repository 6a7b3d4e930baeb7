/** Args: `{ snippetId }` from the snippet manager's 'Edit…'; without it the dialog first asks which snippet. */
export interface SnippetEditorArgs {
  snippetId?: string;
}
