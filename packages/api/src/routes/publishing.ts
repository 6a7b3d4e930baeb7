import { defineRoute } from '../route.js';
import { okResponseSchema } from '../schemas/common.js';
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
} from '../schemas/publishing.js';
import { projectIdParamsSchema } from '../schemas/sharing.js';

/** The publishing calls, implemented by apps/server/src/modules/publishing. */
export const publishingRoutes = {
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
} as const;
