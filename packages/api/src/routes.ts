import { z } from 'zod';
import { defineRoute } from './route.js';
import { deletionRequestBodySchema, deletionStatusResponseSchema } from './schemas/accounts.js';
import {
  authFailureQuerySchema,
  emailLoginBodySchema,
  emailSignupBodySchema,
  oauthCallbackQuerySchema,
  oauthProviderParamsSchema,
  testAccountLoginBodySchema,
} from './schemas/auth.js';
import { idParamsSchema, okResponseSchema } from './schemas/common.js';
import { graphUpdateBodySchema, graphUpdateResponseSchema } from './schemas/graph.js';
import { healthResponseSchema } from './schemas/health.js';
import {
  createProjectBodySchema,
  projectListSchema,
  projectSchema,
  projectSummarySchema,
  updateProjectMetadataBodySchema,
} from './schemas/projects.js';
import {
  accessTokenListSchema,
  accessTokenParamsSchema,
  accessTokenSchema,
  createAccessTokenBodySchema,
  createdAccessTokenSchema,
  projectIdParamsSchema,
  updateAccessTokenBodySchema,
} from './schemas/sharing.js';
import {
  createSnapshotBodySchema,
  restoreSnapshotResponseSchema,
  snapshotListSchema,
  snapshotProjectQuerySchema,
  snapshotSchema,
  snapshotsByProjectIdsBodySchema,
  updateSnapshotMetadataBodySchema,
} from './schemas/snapshots.js';
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
} from './schemas/teams.js';
import { meResponseSchema, publicProfileSchema, updateMeBodySchema } from './schemas/users.js';

/**
 * The route table: every REST call under API_BASE_PATH, grouped by the areas of spec 1 §7.
 * Add a call here first, then implement it on the server with `route(app, routes.<area>.<name>, …)`.
 */
export const routes = {
  health: {
    check: defineRoute({ method: 'GET', path: '/health', response: healthResponseSchema }),
  },
  auth: {
    oauthLogin: defineRoute({
      method: 'GET',
      path: '/auth/login/:provider',
      params: oauthProviderParamsSchema,
    }),
    oauthCallback: defineRoute({
      method: 'GET',
      path: '/auth/callbacks/:provider',
      params: oauthProviderParamsSchema,
      query: oauthCallbackQuerySchema,
    }),
    failure: defineRoute({ method: 'GET', path: '/auth/redirects/failure', query: authFailureQuerySchema }),
    testAccountLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/test-account',
      body: testAccountLoginBodySchema,
      response: meResponseSchema,
    }),
    emailSignup: defineRoute({
      method: 'POST',
      path: '/auth/signup/email',
      body: emailSignupBodySchema,
      response: meResponseSchema,
      status: 201,
    }),
    emailLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/email',
      body: emailLoginBodySchema,
      response: meResponseSchema,
    }),
    logout: defineRoute({ method: 'POST', path: '/auth/logout', response: okResponseSchema }),
  },
  users: {
    getMe: defineRoute({ method: 'GET', path: '/users/me', response: meResponseSchema }),
    updateMe: defineRoute({
      method: 'PATCH',
      path: '/users/me',
      body: updateMeBodySchema,
      response: meResponseSchema,
    }),
    getProfile: defineRoute({
      method: 'GET',
      path: '/users/profiles/:id',
      params: idParamsSchema,
      response: publicProfileSchema,
    }),
  },
  accounts: {
    requestDeletion: defineRoute({
      method: 'POST',
      path: '/accounts/deletion/request',
      body: deletionRequestBodySchema,
      response: deletionStatusResponseSchema,
    }),
    cancelDeletion: defineRoute({
      method: 'POST',
      path: '/accounts/deletion/cancel',
      response: deletionStatusResponseSchema,
    }),
  },
  projects: {
    list: defineRoute({ method: 'GET', path: '/projects', response: projectListSchema }),
    create: defineRoute({
      method: 'POST',
      path: '/projects',
      body: createProjectBodySchema,
      response: projectSchema,
      status: 201,
    }),
    officialDemo: defineRoute({
      method: 'GET',
      path: '/projects/official/demo',
      response: z.array(projectSchema),
    }),
    get: defineRoute({
      method: 'GET',
      path: '/projects/:id',
      params: idParamsSchema,
      response: projectSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/projects/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
    updateGraph: defineRoute({
      method: 'POST',
      path: '/projects/:id/graph',
      params: idParamsSchema,
      body: graphUpdateBodySchema,
      response: graphUpdateResponseSchema,
    }),
    updateMetadata: defineRoute({
      method: 'PATCH',
      path: '/projects/:id/metadata',
      params: idParamsSchema,
      body: updateProjectMetadataBodySchema,
      response: projectSummarySchema,
    }),
  },
  sharing: {
    getByAccessToken: defineRoute({
      method: 'GET',
      path: '/projects/byAccessToken',
      response: projectSchema,
    }),
    listAccessTokens: defineRoute({
      method: 'GET',
      path: '/projects/:projectId/accessTokens',
      params: projectIdParamsSchema,
      response: accessTokenListSchema,
    }),
    createAccessToken: defineRoute({
      method: 'POST',
      path: '/projects/:projectId/accessTokens',
      params: projectIdParamsSchema,
      body: createAccessTokenBodySchema,
      response: createdAccessTokenSchema,
      status: 201,
    }),
    revokeAccessToken: defineRoute({
      method: 'PATCH',
      path: '/projects/:projectId/accessTokens/:tokenId',
      params: accessTokenParamsSchema,
      body: updateAccessTokenBodySchema,
      response: accessTokenSchema,
    }),
  },
  admin: {
    getProject: defineRoute({
      method: 'GET',
      path: '/admin/projects/:id',
      params: idParamsSchema,
      response: projectSchema,
    }),
  },
  snapshots: {
    create: defineRoute({
      method: 'POST',
      path: '/projectSnapshots',
      query: snapshotProjectQuerySchema,
      body: createSnapshotBodySchema,
      response: snapshotSchema,
      status: 201,
    }),
    list: defineRoute({
      method: 'GET',
      path: '/projectSnapshots',
      query: snapshotProjectQuerySchema,
      response: snapshotListSchema,
    }),
    getByProjectIds: defineRoute({
      method: 'POST',
      path: '/projectSnapshots/getByProjectIds',
      body: snapshotsByProjectIdsBodySchema,
      response: snapshotListSchema,
    }),
    get: defineRoute({
      method: 'GET',
      path: '/projectSnapshots/:id',
      params: idParamsSchema,
      response: projectSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/projectSnapshots/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
    restore: defineRoute({
      method: 'POST',
      path: '/projectSnapshots/:id/restore',
      params: idParamsSchema,
      response: restoreSnapshotResponseSchema,
    }),
    updateMetadata: defineRoute({
      method: 'PATCH',
      path: '/projectSnapshots/:id/metadata',
      params: idParamsSchema,
      body: updateSnapshotMetadataBodySchema,
      response: snapshotSchema,
    }),
  },
  teams: {
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
  },
} as const;
