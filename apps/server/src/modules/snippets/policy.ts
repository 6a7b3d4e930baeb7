import { routes } from '@nodeloom/api';
import { definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const SNIPPET_NOT_FOUND = 'Snippet not found';

/** Snippets are their owner's alone (another user's id answers 404 like a missing one). */
export const snippetsPolicy = definePolicy(
  'snippets',
  routes.snippets,
  { list: 'use', create: 'use', update: 'use', updateGraph: 'use', delete: 'use' },
  (caller, _action, snippet: OwnedSubject | undefined) => ownerOnly(caller, snippet, SNIPPET_NOT_FOUND),
);
