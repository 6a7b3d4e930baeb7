import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { loadCaller, requireReadableProject } from '../../permissions/index.js';
import { presentProjectSummary } from '../projects/index.js';
import { teamsPolicy } from './policy.js';
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

/** The team routes of spec 1 §7; who may do what is in policy.ts and docs/permissions.md. */
export default async function teamsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  route(app, routes.teams.list, { auth: teamsPolicy.guard('useOwn') }).handle(async ({ user, query }) =>
    listTeams(db, user.id, { organisationId: query.organisationId, ownedOnly: false }),
  );

  route(app, routes.teams.listOwned, { auth: teamsPolicy.guard('useOwn') }).handle(async ({ user, query }) =>
    listTeams(db, user.id, { organisationId: query.organisationId, ownedOnly: true }),
  );

  route(app, routes.teams.create, { auth: teamsPolicy.guard('useOwn') }).handle(async ({ user, body }) =>
    createTeam(db, user.id, body),
  );

  route(app, routes.teams.update, { auth: teamsPolicy.guard('manage') }).handle(
    async ({ user, params, body }) => {
      teamsPolicy.authorize(await loadCaller(db, user), 'manage', { teamId: params.teamId });
      return renameTeam(db, params.teamId, body.name);
    },
  );

  route(app, routes.teams.delete, { auth: teamsPolicy.guard('manage') }).handle(async ({ user, params }) => {
    teamsPolicy.authorize(await loadCaller(db, user), 'manage', { teamId: params.teamId });
    await deleteTeam(db, params.teamId, user.id);
    return { ok: true as const };
  });

  route(app, routes.teams.listMembers, { auth: teamsPolicy.guard('see') }).handle(
    async ({ user, params }) => {
      teamsPolicy.authorize(await loadCaller(db, user), 'see', { teamId: params.teamId });
      return listMembers(db, params.teamId);
    },
  );

  route(app, routes.teams.addMember, { auth: teamsPolicy.guard('manage') }).handle(
    async ({ user, params, body }) => {
      teamsPolicy.authorize(await loadCaller(db, user), 'manage', { teamId: params.teamId });
      await addMember(db, params.teamId, body.userId);
      return listMembers(db, params.teamId);
    },
  );

  route(app, routes.teams.removeMember, { auth: teamsPolicy.guard('removeMember') }).handle(
    async ({ user, params, body }) => {
      const caller = await loadCaller(db, user);
      teamsPolicy.authorize(caller, 'removeMember', { teamId: params.teamId, memberUserId: body.userId });
      await removeMember(db, caller, params.teamId, body.userId);
      return listMembers(db, params.teamId);
    },
  );

  // The team owner moves in a project they own, or one of another team they own.
  route(app, routes.teams.transferProject, { auth: teamsPolicy.guard('transferIn') }).handle(
    async ({ user, params, body }) => {
      const caller = await loadCaller(db, user);
      teamsPolicy.authorize(caller, 'transferIn', { teamId: params.teamId });
      const project = await requireReadableProject(db, body.projectId, caller, { allowArchived: true });
      teamsPolicy.authorize(caller, 'transferIn', { teamId: params.teamId, project: project.row });
      return presentProjectSummary(await moveProjectToTeam(db, project.row, params.teamId), false);
    },
  );
}
