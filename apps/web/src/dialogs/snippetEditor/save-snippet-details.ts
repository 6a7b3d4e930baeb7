import { routes } from '@nodeloom/api';
import { api } from '../../services/api.js';
import type { Snippet } from '../../services/snippets.js';
import { detailsBody, type SnippetDetails } from './snippet-details.js';

/** PATCH /snippets/{id} with the name and description (the graph is saved from the workspace). */
export function saveSnippetDetails(id: string, details: SnippetDetails): Promise<Snippet> {
  return api.call(routes.snippets.update, { params: { id }, body: detailsBody(details) });
}
