// Every group of the contract's route table with the policy of the module serving it: the one
// place to find who may call a route (docs/permissions.md). A group of `routes` without a policy
// here does not compile; a route without an action in its policy does not either (definePolicy).
import { type RouteDefinition, routes } from '@nodeloom/api';
import type { Caller, Decision, Policy } from '../permissions/index.js';
import { accountsPolicy } from './accounts/index.js';
import { adminPolicy } from './admin/index.js';
import { assetsPolicy } from './assets/index.js';
import { authPolicy } from './auth/index.js';
import { formsPolicy } from './forms/index.js';
import { healthPolicy } from './health/index.js';
import { layoutsPolicy } from './layouts/index.js';
import { nodePresetsPolicy } from './node-presets/index.js';
import { openapiPolicy } from './openapi/index.js';
import { preferencesPolicy } from './preferences/index.js';
import { projectsPolicy } from './projects/index.js';
import { publishingPolicy } from './publishing/index.js';
import { sharingPolicy } from './sharing/index.js';
import { snapshotsPolicy } from './snapshots/index.js';
import { snippetsPolicy } from './snippets/index.js';
import { subscriptionsPolicy } from './subscriptions/index.js';
import { teamsPolicy } from './teams/index.js';
import { udnsPolicy } from './udns/index.js';
import { usersPolicy } from './users/index.js';

type AnyPolicy = Policy<string, never>;

export const POLICIES: Record<keyof typeof routes, AnyPolicy> = {
  accounts: accountsPolicy,
  admin: adminPolicy,
  assets: assetsPolicy,
  auth: authPolicy,
  forms: formsPolicy,
  health: healthPolicy,
  layouts: layoutsPolicy,
  nodePresets: nodePresetsPolicy,
  openapi: openapiPolicy,
  preferences: preferencesPolicy,
  projects: projectsPolicy,
  publishing: publishingPolicy,
  sharing: sharingPolicy,
  snapshots: snapshotsPolicy,
  snippets: snippetsPolicy,
  subscriptions: subscriptionsPolicy,
  teams: teamsPolicy,
  udns: udnsPolicy,
  users: usersPolicy,
};

/** The policy and the action of one route of the table (undefined: not a route of the table). */
export function policyOf(route: RouteDefinition): { policy: AnyPolicy; action: string } | undefined {
  for (const [group, definitions] of Object.entries(routes)) {
    const key = Object.keys(definitions).find(
      (name) => (definitions as Record<string, unknown>)[name] === route,
    );
    const policy = POLICIES[group as keyof typeof routes];
    if (key !== undefined && policy) return { policy, action: policy.routeActions[key]! };
  }
  return undefined;
}

/** What the route's policy decides for this caller and subject (none: before the subject is read). */
export function decideRoute(route: RouteDefinition, caller: Caller, subject?: unknown): Decision | undefined {
  const found = policyOf(route);
  return found?.policy.can(caller, found.action, subject as never);
}
