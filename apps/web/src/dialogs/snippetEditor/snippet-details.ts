import type { Snippet } from '../../services/snippets.js';

/** What the snippet editor's form edits. */
export interface SnippetDetails {
  name: string;
  description: string;
}

/** The form's values as PATCH /snippets/{id} takes them: trimmed, an empty description as none. */
export function detailsBody(details: SnippetDetails): { name: string; description: string | null } {
  const description = details.description.trim();
  return { name: details.name.trim(), description: description === '' ? null : description };
}

/** True when the form holds something to save: a name, and a change from what is stored. */
export function detailsChanged(snippet: Snippet, details: SnippetDetails): boolean {
  const body = detailsBody(details);
  return body.name !== '' && (body.name !== snippet.name || body.description !== snippet.description);
}
