import type { TeamRole } from '@nodeloom/api';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { readSessionCookie } from '../auth/cookies.js';
import { currentUser, lookedUp, rememberCaller, type SignedInUser } from '../auth/guards.js';
import { liveSession, sessionCondition } from '../auth/sessions.js';
import { type ProjectRow, projects, sessions, teamMembers, teams, users } from '../db/schema/index.js';
import type { Caller } from './caller.js';
import { type ReadableProject, readable } from './project-guard.js';

// The project read's access check in as few round trips as possible: the project row comes with
// only the memberships its rules ask about (the caller's role in the owning team, whether one of
// the caller's teams belongs to the owning organisation) rather than all of the caller's teams
// first, and, signed in, with the cookie's session and user joined in. A revalidation answered 304
// is little else, and on the embedded database every query is a trip to its thread. The same
// rules (projectAccess) decide, on a caller narrowed to this project.

/** The membership facts projectAccess needs about one project, for the user `userId` names. */
function membershipColumns(userId: SQLWrapper | string) {
  return {
    teamRole: sql<string | null>`(select ${teamMembers.role} from ${teamMembers} where ${and(
      eq(teamMembers.teamId, projects.workspaceTeamId),
      eq(teamMembers.userId, userId),
    )})`,
    inOrganisation: sql<boolean>`exists (select 1 from ${teamMembers} inner join ${teams} on ${eq(
      teams.id,
      teamMembers.teamId,
    )} where ${and(eq(teamMembers.userId, userId), eq(teams.organisationId, projects.workspaceOrganisationId))})`,
  };
}

const NO_MEMBERSHIPS = { teamRole: sql<null>`null`, inOrganisation: sql<boolean>`false` };

/** The caller as projectAccess sees it for this one project (memberships only count signed in). */
function narrowedCaller(
  user: SignedInUser | null,
  row: ProjectRow | undefined,
  memberships: { teamRole: string | null; inOrganisation: boolean } | undefined,
  tokenProjectId: string | undefined,
): Caller {
  const { teamRole, inOrganisation } = (user && memberships) || { teamRole: null, inOrganisation: false };
  return {
    user,
    teamRoles: new Map(row?.workspaceTeamId && teamRole ? [[row.workspaceTeamId, teamRole as TeamRole]] : []),
    organisationIds: new Set(
      row?.workspaceOrganisationId && inOrganisation ? [row.workspaceOrganisationId] : [],
    ),
    ...(tokenProjectId ? { tokenProjectId } : {}),
  };
}

/** One query: the project and the caller's memberships that decide access to it (caller known). */
async function readableFor(
  request: FastifyRequest,
  id: string,
  user: SignedInUser | null,
  tokenProjectId: string | undefined,
): Promise<ReadableProject> {
  const [found] = await request.server.db
    .select({ row: projects, ...(user ? membershipColumns(user.id) : NO_MEMBERSHIPS) })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return readable(found?.row, narrowedCaller(user, found?.row, found, tokenProjectId), false);
}

/**
 * The project for GET /projects/{id} if the request's caller (session cookie, optional) may read
 * it, with the caller: 404 (401 signed out) when not, 409 when archived, as requireReadableProject.
 * Signed in, one query reads the session, its user, the project and the memberships; a cookie of
 * no live session counts as signed out, as everywhere.
 */
export async function requireReadableProjectForRequest(
  request: FastifyRequest,
  id: string,
  tokenProjectId?: string,
): Promise<ReadableProject & { user: SignedInUser | null }> {
  const token = readSessionCookie(request);
  const known = lookedUp(request);
  if (!token || known) {
    const user = known ? await known : null;
    return { ...(await readableFor(request, id, user, tokenProjectId)), user };
  }
  const { db, config } = request.server;
  const [found] = await db
    .select({ row: projects, session: sessions, user: users, ...membershipColumns(sessions.userId) })
    .from(projects)
    .leftJoin(sessions, sessionCondition(token))
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(projects.id, id))
    .limit(1);
  if (!found) {
    // No such project: whether the caller is signed in still decides 401 or 404.
    const user = await currentUser(request);
    return {
      ...readable(undefined, narrowedCaller(user, undefined, undefined, tokenProjectId), false),
      user,
    };
  }
  const { session, user: userRow } = found;
  const user = rememberCaller(
    request,
    await liveSession(db, config, session && userRow ? { session, user: userRow } : undefined),
  );
  return { ...readable(found.row, narrowedCaller(user, found.row, found, tokenProjectId), false), user };
}
