import { defineRoute } from '../route.js';
import { okResponseSchema } from '../schemas/common.js';
import { projectSummarySchema } from '../schemas/projects.js';
import {
  createTeamBodySchema,
  teamListQuerySchema,
  teamListSchema,
  teamMemberBodySchema,
  teamMemberListSchema,
  teamParamsSchema,
  teamSchema,
  transferProjectBodySchema,
  updateTeamBodySchema,
} from '../schemas/teams.js';

/** The teams calls, implemented by apps/server/src/modules/teams. */
export const teamsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/teams',
    query: teamListQuerySchema,
    response: teamListSchema,
  }),
  listOwned: defineRoute({
    method: 'GET',
    path: '/teams/owned',
    query: teamListQuerySchema,
    response: teamListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/teams',
    body: createTeamBodySchema,
    response: teamSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/teams/:teamId',
    params: teamParamsSchema,
    body: updateTeamBodySchema,
    response: teamSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/teams/:teamId',
    params: teamParamsSchema,
    response: okResponseSchema,
  }),
  listMembers: defineRoute({
    method: 'GET',
    path: '/teams/:teamId/members',
    params: teamParamsSchema,
    response: teamMemberListSchema,
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/teams/:teamId/members',
    params: teamParamsSchema,
    body: teamMemberBodySchema,
    response: teamMemberListSchema,
    status: 201,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/teams/:teamId/members',
    params: teamParamsSchema,
    body: teamMemberBodySchema,
    response: teamMemberListSchema,
  }),
  transferProject: defineRoute({
    method: 'POST',
    path: '/teams/:teamId/projects/transferProject',
    params: teamParamsSchema,
    body: transferProjectBodySchema,
    response: projectSummarySchema,
  }),
} as const;
