import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import { ForbiddenError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { loadCaller, requireWritableProject } from '../../permissions/index.js';
import { presentProjectSummary } from '../projects/index.js';
import { requireTeamRole } from './policy.js';
import {
  addMember,
  createTeam,
  deleteTeam,
  listMembers,
  listTeams,
  moveProjectToTeam,
  removeMember,
  renameTeam,
} from './service.js';

export const TRANSFER_SOURCE_REFUSED =
  'Only your own projects, or projects of teams you own, can be transferred';

/** The team routes of spec 1 §7; who may do what is in policy.ts and docs/permissions.md. */
export default async function teamsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.teams.list, { auth: requireUser }).handle(async ({ user, query }) =>
    listTeams(db, user.id, { organisationId: query.organisationId, ownedOnly: false }),
  );

  route(app, routes.teams.listOwned, { auth: requireUser }).handle(async ({ user, query }) =>
    listTeams(db, user.id, { organisationId: query.organisationId, ownedOnly: true }),
  );

  route(app, routes.teams.create, { auth: requireUser }).handle(async ({ user, body }) =>
    createTeam(db, user.id, body),
  );

  route(app, routes.teams.update, { auth: requireUser }).handle(async ({ user, params, body }) => {
    requireTeamRole(await loadCaller(db, user), params.teamId, 'owner');
    return renameTeam(db, params.teamId, body.name);
  });

  route(app, routes.teams.delete, { auth: requireUser }).handle(async ({ user, params }) => {
    requireTeamRole(await loadCaller(db, user), params.teamId, 'owner');
    await deleteTeam(db, params.teamId, user.id);
    return { ok: true as const };
  });

  route(app, routes.teams.listMembers, { auth: requireUser }).handle(async ({ user, params }) => {
    requireTeamRole(await loadCaller(db, user), params.teamId, 'member');
    return listMembers(db, params.teamId);
  });

  route(app, routes.teams.addMember, { auth: requireUser }).handle(async ({ user, params, body }) => {
    requireTeamRole(await loadCaller(db, user), params.teamId, 'owner');
    await addMember(db, params.teamId, body.userId);
    return listMembers(db, params.teamId);
  });

  route(app, routes.teams.removeMember, { auth: requireUser }).handle(async ({ user, params, body }) => {
    const caller = await loadCaller(db, user);
    requireTeamRole(caller, params.teamId, 'member');
    await removeMember(db, caller, params.teamId, body.userId);
    return listMembers(db, params.teamId);
  });

  // The team owner moves in a project they own, or one of another team they own.
  route(app, routes.teams.transferProject, { auth: requireUser }).handle(async ({ user, params, body }) => {
    const caller = await loadCaller(db, user);
    requireTeamRole(caller, params.teamId, 'owner');
    const project = await requireWritableProject(db, body.projectId, caller, { allowArchived: true });
    const fromOwnWorkspace = project.workspaceType === 'user';
    const fromOwnedTeam = caller.teamRoles.get(project.workspaceTeamId ?? '') === 'owner';
    if (!fromOwnWorkspace && !fromOwnedTeam) throw new ForbiddenError(TRANSFER_SOURCE_REFUSED);
    return presentProjectSummary(await moveProjectToTeam(db, project, params.teamId), false);
  });
}
