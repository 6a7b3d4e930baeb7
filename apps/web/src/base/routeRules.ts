// The redirect rules of spec 1 §2 as pure functions: each takes what the app knows and decides
// whether the route renders, waits (something is still loading) or goes elsewhere.

/** §4: unknown while the current-user request runs, true on success, false on failure. */
export type LoginState = 'unknown' | boolean;

export type RouteDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

const render: RouteDecision = { kind: 'render' };
const wait: RouteDecision = { kind: 'wait' };
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to });

/** Routes that need a user: wait while unknown, /login when logged out. */
function needUser(loginState: LoginState): RouteDecision | null {
  if (loginState === 'unknown') return wait;
  if (loginState === false) return redirect('/login');
  return null;
}

export interface HomeInput {
  loginState: LoginState;
  /** The last project id from session storage, if any. */
  lastProjectId: string | null;
  /** Ids of the user's projects; undefined while they load. */
  projectIds: readonly string[] | undefined;
}

/**
 * `/`: needs a user; reopens the last project (in the workspace, /project?id=…) if it is still in
 * the list, else /projects.
 */
export function decideHome({ loginState, lastProjectId, projectIds }: HomeInput): RouteDecision {
  const gate = needUser(loginState);
  if (gate) return gate;
  if (projectIds === undefined) return wait;
  return lastProjectId !== null && projectIds.includes(lastProjectId)
    ? redirect(projectUrl({ id: lastProjectId }))
    : redirect('/projects');
}

/**
 * `/login`: goes to /projects when already signed in, or, just signed in, to where the visitor
 * came from (`landing`: the return address the server checked, e.g. a share link).
 */
export function decideLogin(loginState: LoginState, landing: string | null = null): RouteDecision {
  if (loginState === 'unknown') return wait;
  return loginState ? redirect(landing ?? '/projects') : render;
}

/** The query parameter of /login that says where the visitor came from. */
export const RETURN_TO_PARAM = 'returnTo';

/** /login, to come back to `path` (a path of the app, with its query) once signed in. */
export function loginPathBackTo(path: string): string {
  return `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}

/** `/projects`: needs a user; goes to / when a project is already open. */
export function decideProjects(loginState: LoginState, openProjectId: string | null): RouteDecision {
  return needUser(loginState) ?? (openProjectId ? redirect('/') : render);
}

export interface ProjectQuery {
  id: string | null;
  snip: string | null;
  /** ours: with id, opens that project's snapshot read-only (spec 1 §3 snapshotId) */
  snapshot: string | null;
  pat: string | null;
  readonly: string | null;
  /** §2/§6: the admin flag (true or 1): an administrator loads any project through the admin call */
  admin: string | null;
}

/** Outcome of looking a project up by its access token (GET /projects/byAccessToken). */
export type PatLookup = { status: 'pending' } | { status: 'found'; projectId: string } | { status: 'failed' };

export interface ProjectInput {
  loginState: LoginState;
  query: ProjectQuery;
  /** Only consulted when the query has pat. */
  patLookup: PatLookup;
}

/**
 * `/project`: without id, snip and pat goes to /projects. With pat, the project is looked up by
 * its access token and the URL becomes id plus pat; on failure it falls back to id only, or to
 * /projects. Otherwise it needs a user.
 */
export function decideProject({ loginState, query, patLookup }: ProjectInput): RouteDecision {
  const { id, snip, pat } = query;
  if (!id && !snip && !pat) return redirect('/projects');
  if (pat) {
    if (patLookup.status === 'pending') return wait;
    if (patLookup.status === 'found') {
      return id === patLookup.projectId ? render : redirect(projectUrl({ id: patLookup.projectId, pat }));
    }
    return id ? redirect(projectUrl({ id })) : redirect('/projects');
  }
  return needUser(loginState) ?? render;
}

/** `/project?…` with the given parameters, in a stable order. */
export function projectUrl(params: {
  id?: string;
  snip?: string;
  snapshot?: string;
  pat?: string;
  readonly?: string;
}): string {
  const search = new URLSearchParams();
  for (const key of ['id', 'snip', 'snapshot', 'pat', 'readonly'] as const) {
    const value = params[key];
    if (value) search.set(key, value);
  }
  return `/project?${search.toString()}`;
}

/** Reads the §2 query parameters of /project. */
export function readProjectQuery(search: string): ProjectQuery {
  const params = new URLSearchParams(search);
  return {
    id: params.get('id'),
    snip: params.get('snip'),
    snapshot: params.get('snapshot'),
    pat: params.get('pat'),
    readonly: params.get('readonly'),
    admin: params.get('admin'),
  };
}
