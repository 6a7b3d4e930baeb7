// The one authorization idiom of the server (docs/permissions.md, "How it is decided"): every module
// has a policy.ts built with definePolicy. It names the action each route of the module's group of
// the contract performs and decides, with `can(caller, action, subject)`, whether a caller may do it:
// allowed, or refused as signed out (401), hidden (404: the subject's existence is not revealed) or
// forbidden (403), with the module's own text. Routes — only routes — ask it (`authorize`, or `guard`
// for decisions that need no subject) before they act; owner-filtered queries stay as a second wall.
// The permission matrix tests read their expected answers from the same policies.
import type { RouteDefinition } from '@nodeloom/api';
import type { FastifyRequest } from 'fastify';
import { currentUser, type SignedInUser } from '../auth/guards.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../http/errors.js';
import type { Caller } from './caller.js';

/** Why a caller may not: 401 signed out, 404 not shown to them, 403 shown but not theirs to do. */
export type Refusal =
  | { refused: 'signedOut' }
  | { refused: 'hidden'; message: string }
  | { refused: 'forbidden'; message: string };

export type Decision = { allowed: true } | ({ allowed: false } & Refusal);

export const ALLOW: Decision = { allowed: true };
export const SIGNED_OUT: Decision = { allowed: false, refused: 'signedOut' };
export const hidden = (message: string): Decision => ({ allowed: false, refused: 'hidden', message });
export const forbidden = (message: string): Decision => ({ allowed: false, refused: 'forbidden', message });

/** The first refusal of several checks, or ALLOW when none refuses. */
export function firstRefusal(...decisions: (() => Decision)[]): Decision {
  for (const decide of decisions) {
    const decision = decide();
    if (!decision.allowed) return decision;
  }
  return ALLOW;
}

/** The status a decision answers: undefined when allowed. */
export function refusalStatus(decision: Decision): 401 | 403 | 404 | undefined {
  if (decision.allowed) return undefined;
  return decision.refused === 'signedOut' ? 401 : decision.refused === 'hidden' ? 404 : 403;
}

/** Throws the http error of a refusal (the same status and message the routes always answered). */
export function authorize(decision: Decision): void {
  if (decision.allowed) return;
  if (decision.refused === 'signedOut') throw new UnauthorizedError();
  if (decision.refused === 'hidden') throw new NotFoundError(decision.message);
  throw new ForbiddenError(decision.message);
}

/** A caller whose teams do not matter to the decision (no team or organisation rights). */
export function callerOf(user: SignedInUser | null): Caller {
  return { user, teamRoles: new Map(), organisationIds: new Set() };
}

/** Signed in, or 401. */
export const signedIn = (caller: Caller): Decision => (caller.user ? ALLOW : SIGNED_OUT);

/** Anybody, signed out too (public routes: the credential, if any, is checked by the route). */
export const anybody = (): Decision => ALLOW;

export interface Policy<Action extends string, Subject> {
  /** The contract's group of routes the module serves (`routes.<group>`). */
  readonly group: string;
  /** The action each route of the group performs, by its key in the group. */
  readonly routeActions: Readonly<Record<string, Action>>;
  can(caller: Caller, action: Action, subject: Subject): Decision;
  /** Throws the route's answer when the caller may not (see `authorize`). */
  authorize(caller: Caller, action: Action, subject: Subject): void;
  /**
   * A route guard for an action decided without a subject (before the input is read): the
   * caller, teams left out, must be allowed; the handler gets the signed-in user.
   */
  guard(action: Action): (request: FastifyRequest) => Promise<SignedInUser>;
  /** The same for a route open to signed-out callers: the handler gets the user or null. */
  openGuard(action: Action): (request: FastifyRequest) => Promise<SignedInUser | null>;
}

/**
 * A module's policy: `routeActions` must name an action for every route of `group` (a new route
 * of the contract without one does not compile), `can` decides.
 */
export function definePolicy<Group extends Record<string, RouteDefinition>, Action extends string, Subject>(
  group: string,
  _routes: Group,
  routeActions: Record<keyof Group, Action>,
  can: (caller: Caller, action: Action, subject: Subject) => Decision,
): Policy<Action, Subject> {
  const check = async (request: FastifyRequest, action: Action) => {
    const user = await currentUser(request);
    authorize(can(callerOf(user), action, undefined as Subject));
    return user;
  };
  return {
    group,
    routeActions,
    can,
    authorize: (caller, action, subject) => authorize(can(caller, action, subject)),
    guard: (action) => async (request) => {
      const user = await check(request, action);
      if (!user) throw new UnauthorizedError();
      return user;
    },
    openGuard: (action) => (request) => check(request, action),
  };
}

/** A row that belongs to one user (library, assets, forms…); official rows have none. */
export interface OwnedSubject {
  userId: string | null;
}

/**
 * Owner-only rows: signed in, and for a row, its owner; for anybody else the row is hidden (404
 * with `notFound`, exactly like a missing one). No subject: the caller acts on their own rows.
 */
export function ownerOnly(caller: Caller, subject: OwnedSubject | undefined, notFound: string): Decision {
  if (!caller.user) return SIGNED_OUT;
  if (!subject || subject.userId === caller.user.id) return ALLOW;
  return hidden(notFound);
}
