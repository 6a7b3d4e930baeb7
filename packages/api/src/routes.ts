import { z } from 'zod';
import { CURRENT_USER_PATH, SESSION_PATH } from './constants.js';
import { orderedUserEventSchema } from './protocol/collab-protocol.js';
import { defineRoute } from './route.js';
import { deletionRequestBodySchema, deletionStatusResponseSchema } from './schemas/accounts.js';
import {
  assetFileParamsSchema,
  assetListSchema,
  assetSchema,
  assetUploadListSchema,
  assetUploadQuerySchema,
  assetUploadSchema,
  createAssetsBodySchema,
  updateAssetBodySchema,
} from './schemas/assets.js';
import {
  authFailureQuerySchema,
  emailLoginBodySchema,
  emailSignupBodySchema,
  oauthCallbackQuerySchema,
  oauthLoginQuerySchema,
  oauthProviderParamsSchema,
  sessionResponseSchema,
  signInResponseSchema,
  signupResponseSchema,
  testAccountLoginBodySchema,
  verifyEmailQuerySchema,
} from './schemas/auth.js';
import { idParamsSchema, okResponseSchema } from './schemas/common.js';
import {
  createFormBodySchema,
  createFormReplyBodySchema,
  formListSchema,
  formReplyListSchema,
  formReplyParamsSchema,
  formReplySchema,
  formSchema,
  updateFormBodySchema,
  updateFormReplyBodySchema,
} from './schemas/forms.js';
import {
  graphUpdateBodySchema,
  graphUpdateResponseSchema,
  projectEventsQuerySchema,
} from './schemas/graph.js';
import { healthResponseSchema, liveResponseSchema } from './schemas/health.js';
import {
  layoutListSchema,
  layoutQuerySchema,
  layoutSchema,
  saveLayoutBodySchema,
} from './schemas/layouts.js';
import {
  createNodePresetBodySchema,
  nodePresetSchema,
  updateNodePresetBodySchema,
} from './schemas/node-presets.js';
import {
  nameParamsSchema,
  preferenceListSchema,
  preferenceSchema,
  savePreferenceBodySchema,
} from './schemas/preferences.js';
import {
  createProjectBodySchema,
  projectListSchema,
  projectSchema,
  projectSummarySchema,
  updateProjectMetadataBodySchema,
} from './schemas/projects.js';
import {
  connectDomainBodySchema,
  customDomainListSchema,
  customDomainSchema,
  deployBodySchema,
  deploymentIdBodySchema,
  deploymentListSchema,
  deploymentSchema,
  domainNameBodySchema,
  statusEventListSchema,
  statusEventsQuerySchema,
  userIdParamsSchema,
} from './schemas/publishing.js';
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
  createSnippetBodySchema,
  snippetSchema,
  updateSnippetBodySchema,
  updateSnippetGraphBodySchema,
} from './schemas/snippets.js';
import {
  activeSubscriptionSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  priceParamsSchema,
  priceSchema,
  stripeCallbackQuerySchema,
} from './schemas/subscriptions.js';
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
import {
  createUdnBodySchema,
  publishUdnParamsSchema,
  udnIdsBodySchema,
  udnListQuerySchema,
  udnListSchema,
  udnMetadataSchema,
  udnVersionGroupBodySchema,
  udnVersionGroupSchema,
  udnWithGraphSchema,
  updateUdnBodySchema,
} from './schemas/udns.js';
import { meResponseSchema, publicProfileSchema, updateMeBodySchema } from './schemas/users.js';

/**
 * The route table: every REST call under API_BASE_PATH, grouped by the areas of spec 1 §7.
 * Add a call here first, then implement it on the server with `route(app, routes.<area>.<name>, …)`.
 */
export const routes = {
  health: {
    /** Readiness: answers 503 when the database does not. */
    check: defineRoute({ method: 'GET', path: '/health', response: healthResponseSchema }),
    /** Liveness: the process answers; no IO. */
    live: defineRoute({ method: 'GET', path: '/health/live', response: liveResponseSchema }),
  },
  openapi: {
    /** This table as an OpenAPI 3.1 document (docs/openapi.md). */
    document: defineRoute({ method: 'GET', path: '/openapi.json' }),
  },
  auth: {
    oauthLogin: defineRoute({
      method: 'GET',
      path: '/auth/login/:provider',
      params: oauthProviderParamsSchema,
      query: oauthLoginQuerySchema,
      rateLimit: 'signIn',
    }),
    oauthCallback: defineRoute({
      method: 'GET',
      path: '/auth/callbacks/:provider',
      params: oauthProviderParamsSchema,
      query: oauthCallbackQuerySchema,
      rateLimit: 'signIn',
    }),
    failure: defineRoute({ method: 'GET', path: '/auth/redirects/failure', query: authFailureQuerySchema }),
    testAccountLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/test-account',
      body: testAccountLoginBodySchema,
      response: meResponseSchema,
      rateLimit: 'signIn',
    }),
    emailSignup: defineRoute({
      method: 'POST',
      path: '/auth/signup/email',
      body: emailSignupBodySchema,
      response: signupResponseSchema,
      status: 201,
      rateLimit: 'signIn',
      /** The e-mail address has an account already. */
      errors: [409],
    }),
    emailLogin: defineRoute({
      method: 'POST',
      path: '/auth/login/email',
      body: emailLoginBodySchema,
      response: signInResponseSchema,
      rateLimit: 'signIn',
      /** Wrong e-mail or password. */
      errors: [401],
    }),
    logout: defineRoute({ method: 'POST', path: '/auth/logout', response: okResponseSchema }),
    /** The login probe: the signed-in user or null (never 401, so a visitor's console stays clean). */
    session: defineRoute({ method: 'GET', path: SESSION_PATH, response: sessionResponseSchema }),
    /** The link e-mailed at sign-up: confirms the address, then → /login?verified=1 (or ?error=). */
    verifyEmail: defineRoute({ method: 'GET', path: '/auth/verify-email', query: verifyEmailQuerySchema }),
    /** Mails the signed-in user a new confirmation link. */
    resendVerification: defineRoute({
      method: 'POST',
      path: '/auth/verify-email/resend',
      response: okResponseSchema,
      rateLimit: 'signIn',
    }),
  },
  users: {
    getMe: defineRoute({ method: 'GET', path: CURRENT_USER_PATH, response: meResponseSchema }),
    updateMe: defineRoute({
      method: 'PATCH',
      path: CURRENT_USER_PATH,
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
      /** 201 when the request is new; 200 (same body) when one was already pending. */
      otherSuccess: [201],
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
    /** With x-project-access-token, the project that token shares (rate-limited like byAccessToken). */
    get: defineRoute({
      method: 'GET',
      path: '/projects/:id',
      params: idParamsSchema,
      response: projectSchema,
      rateLimit: 'tokenLookup',
      /** 304 when If-None-Match names the current version. */
      otherSuccess: [304],
      /** 409 ProjectArchived: an archived project is not opened. */
      errors: [409],
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
    /** A page of the project's ordered log, oldest first (history replay over every session). */
    events: defineRoute({
      method: 'GET',
      path: '/projects/:id/events',
      params: idParamsSchema,
      query: projectEventsQuerySchema,
      response: z.object({
        events: z.array(orderedUserEventSchema),
        headCounter: z.number().int().nonnegative(),
      }),
      /** a share link's token may read it too, as it may read the project */
      rateLimit: 'tokenLookup',
      /** 409 ProjectArchived: an archived project is not opened. */
      errors: [409],
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
      rateLimit: 'tokenLookup',
      /** 409 ProjectArchived: an archived project is not opened. */
      errors: [409],
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
      /** 409 ProjectArchived: the snapshot's project is archived. */
      errors: [409],
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
  udns: {
    list: defineRoute({ method: 'GET', path: '/udns', query: udnListQuerySchema, response: udnListSchema }),
    create: defineRoute({
      method: 'POST',
      path: '/udns',
      body: createUdnBodySchema,
      response: udnMetadataSchema,
      status: 201,
    }),
    update: defineRoute({
      method: 'PATCH',
      path: '/udns/:id',
      params: idParamsSchema,
      body: updateUdnBodySchema,
      response: udnMetadataSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/udns/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
    getWithGraphsByIds: defineRoute({
      method: 'POST',
      path: '/udns/getWithGraphsByIds',
      body: udnIdsBodySchema,
      response: z.array(udnWithGraphSchema),
    }),
    getWithoutGraphsByIds: defineRoute({
      method: 'POST',
      path: '/udns/getWithoutGraphsByIds',
      body: udnIdsBodySchema,
      response: z.array(udnMetadataSchema),
    }),
    publishVersion: defineRoute({
      method: 'POST',
      path: '/udns/:id/versions/:version',
      params: publishUdnParamsSchema,
      response: udnMetadataSchema,
      status: 201,
    }),
    createVersionGroup: defineRoute({
      method: 'POST',
      path: '/udns/versionGroups',
      body: udnVersionGroupBodySchema,
      response: udnVersionGroupSchema,
      status: 201,
    }),
    updateVersionGroup: defineRoute({
      method: 'PATCH',
      path: '/udns/versionGroups/:id',
      params: idParamsSchema,
      body: udnVersionGroupBodySchema,
      response: udnVersionGroupSchema,
    }),
    deleteVersionGroup: defineRoute({
      method: 'DELETE',
      path: '/udns/versionGroups/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
  },
  snippets: {
    list: defineRoute({ method: 'GET', path: '/snippets', response: z.array(snippetSchema) }),
    create: defineRoute({
      method: 'POST',
      path: '/snippets',
      body: createSnippetBodySchema,
      response: snippetSchema,
      status: 201,
    }),
    update: defineRoute({
      method: 'PATCH',
      path: '/snippets/:id',
      params: idParamsSchema,
      body: updateSnippetBodySchema,
      response: snippetSchema,
    }),
    updateGraph: defineRoute({
      method: 'PATCH',
      path: '/snippets/:id/graph',
      params: idParamsSchema,
      body: updateSnippetGraphBodySchema,
      response: snippetSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/snippets/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
  },
  nodePresets: {
    list: defineRoute({ method: 'GET', path: '/nodePresets', response: z.array(nodePresetSchema) }),
    create: defineRoute({
      method: 'POST',
      path: '/nodePresets',
      body: createNodePresetBodySchema,
      response: nodePresetSchema,
      status: 201,
    }),
    get: defineRoute({
      method: 'GET',
      path: '/nodePresets/:id',
      params: idParamsSchema,
      response: nodePresetSchema,
    }),
    update: defineRoute({
      method: 'PATCH',
      path: '/nodePresets/:id',
      params: idParamsSchema,
      body: updateNodePresetBodySchema,
      response: nodePresetSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/nodePresets/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
  },
  layouts: {
    list: defineRoute({
      method: 'GET',
      path: '/users/layouts',
      query: layoutQuerySchema,
      response: layoutListSchema,
    }),
    save: defineRoute({
      method: 'POST',
      path: '/users/layouts/:name',
      params: nameParamsSchema,
      body: saveLayoutBodySchema,
      response: layoutSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/users/layouts/:name',
      params: nameParamsSchema,
      query: layoutQuerySchema,
      response: okResponseSchema,
    }),
  },
  preferences: {
    list: defineRoute({ method: 'GET', path: '/users/preferences', response: preferenceListSchema }),
    save: defineRoute({
      method: 'POST',
      path: '/users/preferences/:name',
      params: nameParamsSchema,
      body: savePreferenceBodySchema,
      response: preferenceSchema,
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/users/preferences/:name',
      params: nameParamsSchema,
      response: okResponseSchema,
    }),
  },
  assets: {
    list: defineRoute({ method: 'GET', path: '/assets', response: assetListSchema }),
    create: defineRoute({
      method: 'POST',
      path: '/assets',
      body: createAssetsBodySchema,
      response: assetUploadListSchema,
      status: 201,
      rateLimit: 'uploads',
    }),
    update: defineRoute({
      method: 'PATCH',
      path: '/assets/:id',
      params: idParamsSchema,
      body: updateAssetBodySchema,
      response: assetSchema,
    }),
    replace: defineRoute({
      method: 'PATCH',
      path: '/assets/:id/replace',
      params: idParamsSchema,
      response: assetUploadSchema,
      rateLimit: 'uploads',
    }),
    delete: defineRoute({
      method: 'DELETE',
      path: '/assets/:id',
      params: idParamsSchema,
      response: okResponseSchema,
    }),
    /** The stored bytes (owner only). */
    getFile: defineRoute({
      method: 'GET',
      path: '/assets/:id/files/:kind',
      params: assetFileParamsSchema,
      /** 302 to a presigned URL when the files are in an S3 bucket. */
      otherSuccess: [302],
    }),
    /** Target of the signed upload URLs: raw bytes, checked against signature, expiry, size and type. */
    upload: defineRoute({
      method: 'PUT',
      path: '/assets/uploads/:id/:kind',
      params: assetFileParamsSchema,
      query: assetUploadQuerySchema,
      response: okResponseSchema,
      rateLimit: 'uploads',
      /** 413 also past the owner's storage quota. */
      errors: [413],
    }),
  },
  forms: {
    list: defineRoute({ method: 'GET', path: '/forms', response: formListSchema }),
    create: defineRoute({
      method: 'POST',
      path: '/forms',
      body: createFormBodySchema,
      response: formSchema,
      status: 201,
    }),
    get: defineRoute({ method: 'GET', path: '/forms/:id', params: idParamsSchema, response: formSchema }),
    update: defineRoute({
      method: 'POST',
      path: '/forms/:id',
      params: idParamsSchema,
      body: updateFormBodySchema,
      response: formSchema,
    }),
    listReplies: defineRoute({
      method: 'GET',
      path: '/forms/:id/replies',
      params: idParamsSchema,
      response: formReplyListSchema,
    }),
    /** Public: published sites submit replies here (any origin, no credentials, rate-limited). */
    createReply: defineRoute({
      method: 'POST',
      path: '/forms/:id/replies',
      params: idParamsSchema,
      body: createFormReplyBodySchema,
      response: formReplySchema.pick({ id: true, createdAt: true }),
      status: 201,
      rateLimit: 'formReplies',
    }),
    getReply: defineRoute({
      method: 'GET',
      path: '/forms/:id/replies/:replyId',
      params: formReplyParamsSchema,
      response: formReplySchema,
    }),
    updateReply: defineRoute({
      method: 'POST',
      path: '/forms/:id/replies/:replyId',
      params: formReplyParamsSchema,
      body: updateFormReplyBodySchema,
      response: formReplySchema,
    }),
  },
  publishing: {
    deploy: defineRoute({
      method: 'POST',
      path: '/publishing/deployments/deploy',
      body: deployBodySchema,
      response: deploymentSchema,
      status: 201,
    }),
    takeDown: defineRoute({
      method: 'POST',
      path: '/publishing/deployments/takeDown',
      body: deploymentIdBodySchema,
      response: deploymentSchema,
    }),
    invalidateCache: defineRoute({
      method: 'POST',
      path: '/publishing/deployments/invalidateCache',
      body: deploymentIdBodySchema,
      response: okResponseSchema,
    }),
    /** Points the deployment's branch alias back at it (rollback). */
    rollback: defineRoute({
      method: 'POST',
      path: '/publishing/deployments/rollback',
      body: deploymentIdBodySchema,
      response: deploymentSchema,
    }),
    listByProject: defineRoute({
      method: 'GET',
      path: '/publishing/deployments/projects/:projectId',
      params: projectIdParamsSchema,
      response: deploymentListSchema,
    }),
    listByUser: defineRoute({
      method: 'GET',
      path: '/publishing/deployments/users/:userId',
      params: userIdParamsSchema,
      response: deploymentListSchema,
    }),
    listDomains: defineRoute({
      method: 'GET',
      path: '/publishing/domains/custom',
      response: customDomainListSchema,
    }),
    addDomain: defineRoute({
      method: 'POST',
      path: '/publishing/domains/custom',
      body: domainNameBodySchema,
      response: customDomainSchema,
      status: 201,
    }),
    deleteDomain: defineRoute({
      method: 'DELETE',
      path: '/publishing/domains/custom',
      body: domainNameBodySchema,
      response: okResponseSchema,
    }),
    /** Issues a fresh TXT challenge and checks the domain again at once. */
    addTxtRecord: defineRoute({
      method: 'POST',
      path: '/publishing/domains/addTxtRecord',
      body: domainNameBodySchema,
      response: customDomainSchema,
    }),
    connectToDeployment: defineRoute({
      method: 'POST',
      path: '/publishing/domains/connectToDeployment',
      body: connectDomainBodySchema,
      response: customDomainSchema,
    }),
    disconnectToDeployment: defineRoute({
      method: 'POST',
      path: '/publishing/domains/disconnectToDeployment',
      body: domainNameBodySchema,
      response: customDomainSchema,
    }),
    /** Domain and certificate status changes of the caller's domains, for the workspace to poll. */
    statusEvents: defineRoute({
      method: 'GET',
      path: '/publishing/domains/statusEvents',
      query: statusEventsQuerySchema,
      response: statusEventListSchema,
    }),
    /** Signed status webhook (docs/publishing.md): raw body, HMAC, 5-minute window, no replays. */
    statusWebhook: defineRoute({
      method: 'POST',
      path: '/publishing/sns-subscriptions',
      requiresConfig: 'PUBLISHING_WEBHOOK_SECRET',
    }),
  },
  subscriptions: {
    checkout: defineRoute({
      method: 'POST',
      path: '/subscriptions/checkout',
      body: checkoutBodySchema,
      response: checkoutResponseSchema,
      requiresConfig: 'STRIPE_SECRET_KEY',
    }),
    active: defineRoute({ method: 'GET', path: '/subscriptions/active', response: activeSubscriptionSchema }),
    price: defineRoute({
      method: 'GET',
      path: '/subscriptions/prices/:priceId',
      params: priceParamsSchema,
      response: priceSchema,
      requiresConfig: 'STRIPE_SECRET_KEY',
    }),
    stripeCallback: defineRoute({
      method: 'GET',
      path: '/subscriptions/callbacks/stripe',
      query: stripeCallbackQuerySchema,
      requiresConfig: 'STRIPE_SECRET_KEY',
    }),
    stripeWebhook: defineRoute({
      method: 'POST',
      path: '/subscriptions/webhooks/stripe',
      requiresConfig: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    }),
  },
} as const;
