import { PLAYGROUND_PROJECT_ID, PROJECT_ARCHIVED_MESSAGE } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { type ProjectRow, projects } from '../db/schema/index.js';
import { ConflictError } from '../http/errors.js';
import type { Caller } from './caller.js';
import { authorize } from './policy.js';
import {
  PLAYGROUND_PROJECT,
  type ProjectAccess,
  type ProjectNeed,
  projectAccess,
  projectDecision,
} from './project-access.js';

/** A project the caller may read, and whether they may also write it. */
export interface ReadableProject {
  row: ProjectRow;
  access: Exclude<ProjectAccess, 'none'>;
}

export async function findProjectRow(db: Database, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/**
 * The project, if the caller may read it. A project the caller may not see answers 404 (401 when
 * signed out), so its existence is not revealed; an archived one 409 with the spec's text.
 */
export async function requireReadableProject(
  db: Database,
  id: string,
  caller: Caller,
  { allowArchived = false } = {},
): Promise<ReadableProject> {
  return readable(await findProjectRow(db, id), caller, allowArchived);
}

/** The access decision's answers: 404 (401 signed out) when not readable, 409 when archived. */
export function readable(
  row: ProjectRow | undefined,
  caller: Caller,
  allowArchived: boolean,
): ReadableProject {
  authorize(projectDecision(caller, 'read', row));
  const access = projectAccess(row!, caller) as ReadableProject['access'];
  if (row!.archivedAt && !allowArchived) throw new ConflictError(PROJECT_ARCHIVED_MESSAGE, 'ProjectArchived');
  return { row: row!, access };
}

/**
 * The project, if the caller may change it: 403 for a read-only caller (or the playground),
 * 404 when they cannot even read it. Archived projects refuse graph changes (409) unless allowed.
 */
export async function requireWritableProject(
  db: Database,
  id: string,
  caller: Caller,
  options: { allowArchived?: boolean } = {},
): Promise<ProjectRow> {
  return requireProjectFor(db, id, caller, 'write', options);
}

/**
 * The project, if the caller may do what `need` says (projectDecision): 404/401/403 otherwise;
 * archived projects refuse (409) unless allowed.
 */
export async function requireProjectFor(
  db: Database,
  id: string,
  caller: Caller,
  need: ProjectNeed,
  options: { allowArchived?: boolean } = {},
): Promise<ProjectRow> {
  if (need !== 'read' && id === PLAYGROUND_PROJECT_ID) {
    authorize(projectDecision(caller, need, PLAYGROUND_PROJECT));
  }
  const { row } = await requireReadableProject(db, id, caller, options);
  authorize(projectDecision(caller, need, row));
  return row;
}
