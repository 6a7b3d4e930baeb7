import type { CreateSnippetBody, LibraryGraph, Snippet, UpdateSnippetBody } from '@nodeloom/api';
import type { Database } from '../../db/database.js';
import { type SnippetRow, snippets } from '../../db/schema/index.js';
import { deleteOwned, insertOwned, listOwned, updateOwned } from '../../permissions/owned-rows.js';
import { SNIPPET_NOT_FOUND } from './policy.js';

export function presentSnippet(row: SnippetRow): Snippet {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    graph: row.graph as LibraryGraph,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listSnippets = (db: Database, userId: string): Promise<SnippetRow[]> =>
  listOwned(db, snippets, userId);

export const createSnippet = (db: Database, userId: string, body: CreateSnippetBody): Promise<SnippetRow> =>
  insertOwned(db, snippets, userId, {
    name: body.name,
    description: body.description ?? null,
    graph: body.graph,
  });

export function updateSnippet(
  db: Database,
  userId: string,
  id: string,
  changes: UpdateSnippetBody | { graph: LibraryGraph },
): Promise<SnippetRow> {
  return updateOwned(db, snippets, id, userId, { ...changes, updatedAt: new Date() }, SNIPPET_NOT_FOUND);
}

export async function deleteSnippet(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwned(db, snippets, id, userId, SNIPPET_NOT_FOUND);
}
