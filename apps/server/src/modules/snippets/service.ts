import type { CreateSnippetBody, LibraryGraph, Snippet, UpdateSnippetBody } from '@nodeloom/api';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type SnippetRow, snippets } from '../../db/schema/index.js';
import { deleteOwned, updateOwned } from '../../permissions/owned-rows.js';

export const SNIPPET_NOT_FOUND = 'Snippet not found';

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

export async function listSnippets(db: Database, userId: string): Promise<SnippetRow[]> {
  return db
    .select()
    .from(snippets)
    .where(eq(snippets.userId, userId))
    .orderBy(asc(snippets.createdAt), asc(snippets.id));
}

export async function createSnippet(
  db: Database,
  userId: string,
  body: CreateSnippetBody,
): Promise<SnippetRow> {
  const [row] = await db
    .insert(snippets)
    .values({ userId, name: body.name, description: body.description ?? null, graph: body.graph })
    .returning();
  return row!;
}

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
