import type { Layout, LayoutJson } from '@nodeloom/api';
import { and, asc, eq } from 'drizzle-orm';
import type { SignedInUser } from '../../auth/guards.js';
import type { Database } from '../../db/database.js';
import { type UserLayoutRow, userLayouts } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { LAYOUT_NOT_FOUND } from './policy.js';

/** Layouts not tied to a project are stored with projectId '' (see the schema). */
const NO_PROJECT = '';

function present(row: UserLayoutRow): Layout {
  return { name: row.name, projectId: row.projectId || null, json: row.json as LayoutJson };
}

export async function listLayouts(db: Database, user: SignedInUser, projectId?: string): Promise<Layout[]> {
  const rows = await db
    .select()
    .from(userLayouts)
    .where(and(eq(userLayouts.userId, user.id), eq(userLayouts.projectId, projectId ?? NO_PROJECT)))
    .orderBy(asc(userLayouts.name));
  return rows.map(present);
}

export async function saveLayout(
  db: Database,
  user: SignedInUser,
  name: string,
  json: LayoutJson,
  projectId: string | null | undefined,
): Promise<Layout> {
  const project = projectId || NO_PROJECT;
  const [row] = await db
    .insert(userLayouts)
    .values({ userId: user.id, name, projectId: project, json })
    .onConflictDoUpdate({
      target: [userLayouts.userId, userLayouts.projectId, userLayouts.name],
      set: { json, updatedAt: new Date() },
    })
    .returning();
  return present(row!);
}

export async function deleteLayout(db: Database, user: SignedInUser, name: string, projectId?: string) {
  const deleted = await db
    .delete(userLayouts)
    .where(
      and(
        eq(userLayouts.userId, user.id),
        eq(userLayouts.projectId, projectId ?? NO_PROJECT),
        eq(userLayouts.name, name),
      ),
    )
    .returning({ id: userLayouts.id });
  if (deleted.length === 0) throw new NotFoundError(LAYOUT_NOT_FOUND);
}
