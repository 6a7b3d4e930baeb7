import type { CreateTeamBody, Team, TeamMember, TeamRole } from '@nodeloom/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  type ProjectRow,
  projectAccessTokens,
  projects,
  type TeamRow,
  teamMembers,
  teams,
  users,
} from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import type { Caller } from '../../permissions/index.js';

export const TEAM_OWNER_CANNOT_LEAVE = 'The team owner cannot leave the team; delete the team instead';

export function presentTeam(row: TeamRow, role: TeamRole): Team {
  return {
    id: row.id,
    name: row.name,
    organisationId: row.organisationId,
    ownerUserId: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
    role,
  };
}

/** GET /teams (every team of the caller) and GET /teams/owned (ownedOnly), optionally of one organisation. */
export async function listTeams(
  db: Database,
  userId: string,
  { organisationId, ownedOnly }: { organisationId?: string; ownedOnly: boolean },
): Promise<Team[]> {
  const rows = await db
    .select({ team: teams, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        ownedOnly ? eq(teamMembers.role, 'owner') : undefined,
        organisationId ? eq(teams.organisationId, organisationId) : undefined,
      ),
    )
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => presentTeam(r.team, r.role as TeamRole));
}

export async function createTeam(db: Database, userId: string, body: CreateTeamBody): Promise<Team> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teams)
      .values({ name: body.name, organisationId: body.organisationId ?? null, ownerUserId: userId })
      .returning();
    await tx.insert(teamMembers).values({ teamId: row!.id, userId, role: 'owner' });
    return presentTeam(row!, 'owner');
  });
}

export async function renameTeam(db: Database, teamId: string, name: string): Promise<Team> {
  const [row] = await db.update(teams).set({ name }).where(eq(teams.id, teamId)).returning();
  return presentTeam(row!, 'owner');
}

/**
 * Deletes a team. Its projects are not lost: they move to the owner's own workspace first.
 */
export async function deleteTeam(db: Database, teamId: string, ownerUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ workspaceType: 'user', workspaceUserId: ownerUserId, workspaceTeamId: null })
      .where(eq(projects.workspaceTeamId, teamId));
    await tx.delete(teams).where(eq(teams.id, teamId));
  });
}

export async function listMembers(db: Database, teamId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: teamMembers.userId,
      role: teamMembers.role,
      addedAt: teamMembers.addedAt,
      name: users.name,
      avatarUrl: users.avatarUrl,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.addedAt), asc(teamMembers.userId));
  return rows.map((r) => ({ ...r, role: r.role as TeamRole, addedAt: r.addedAt.toISOString() }));
}

export async function addMember(db: Database, teamId: string, userId: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError('User not found');
  const inserted = await db
    .insert(teamMembers)
    .values({ teamId, userId, role: 'member' })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new ConflictError('The user is already a member of this team');
}

/** Removes a member (who may: policy.ts, asked by the route). The owner cannot leave (409). */
export async function removeMember(
  db: Database,
  caller: Caller,
  teamId: string,
  userId: string,
): Promise<void> {
  const callerRole = caller.teamRoles.get(teamId);
  const self = caller.user!.id === userId;
  if (self && callerRole === 'owner') throw new ConflictError(TEAM_OWNER_CANNOT_LEAVE);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning();
    if (removed.length === 0) throw new NotFoundError('The user is not a member of this team');
    // The access tokens they made for the team's projects stop working with their membership.
    await tx
      .update(projectAccessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(projectAccessTokens.createdByUserId, userId),
          isNull(projectAccessTokens.revokedAt),
          inArray(
            projectAccessTokens.projectId,
            tx.select({ id: projects.id }).from(projects).where(eq(projects.workspaceTeamId, teamId)),
          ),
        ),
      );
  });
}

/** Moves a project into the team's workspace. */
export async function moveProjectToTeam(
  db: Database,
  project: ProjectRow,
  teamId: string,
): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ workspaceType: 'team', workspaceTeamId: teamId, workspaceUserId: null, modifiedAt: new Date() })
    .where(eq(projects.id, project.id))
    .returning();
  return row!;
}
