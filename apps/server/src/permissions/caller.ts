import type { TeamRole } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import type { SignedInUser } from '../auth/guards.js';
import type { Database } from '../db/database.js';
import { teamMembers, teams } from '../db/schema/index.js';

/** Who is calling, with what the project rules need: their teams and those teams' organisations. */
export interface Caller {
  user: SignedInUser | null;
  /** teamId → the caller's role in it. */
  teamRoles: ReadonlyMap<string, TeamRole>;
  /** Organisations of the caller's teams (organisation projects are readable by them). */
  organisationIds: ReadonlySet<string>;
  /** The project an x-project-access-token header grants read access to, if any. */
  tokenProjectId?: string;
}

/** Looks up the caller's teams once per request. */
export async function loadCaller(db: Database, user: SignedInUser | null): Promise<Caller> {
  if (!user) return { user, teamRoles: new Map(), organisationIds: new Set() };
  const rows = await db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role, organisationId: teams.organisationId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id));
  return {
    user,
    teamRoles: new Map(rows.map((r) => [r.teamId, r.role as TeamRole])),
    organisationIds: new Set(rows.flatMap((r) => (r.organisationId ? [r.organisationId] : []))),
  };
}
