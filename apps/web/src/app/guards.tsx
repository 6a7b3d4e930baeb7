// Route guards: each reads what its rule needs, asks the pure rule in routeRules.ts, and renders
// the page, the loading state, or nothing while it redirects.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useLocation } from 'react-router';
import { lastProjectId } from '../base/browserStorage.js';
import { PAGE_LOADING_LABELS } from '../base/constants.js';
import {
  decideHome,
  decideLogin,
  decideProject,
  decideProjects,
  type PatLookup,
  type RouteDecision,
  readProjectQuery,
} from '../base/routeRules.js';
import { queryKeys } from '../services/queryClient.js';
import { useSession } from '../state/session.js';
import { useWorkspace, workspaceStore } from '../state/workspace.js';
import { FullScreenLoading } from '../ui/FullScreenLoading.js';
import { useRouteDecision } from './useRouteDecision.js';

// the projects' calls (and zod with the route table) load once a signed-in user or a token needs them
const projects = () => import('../services/projects.js');

function Decided({ decision, children }: { decision: RouteDecision; children: ReactNode }) {
  if (decision.kind === 'render') return children;
  return decision.kind === 'wait' ? <FullScreenLoading /> : null;
}

/** `/` renders nothing of its own: it reopens the last project or goes to /projects. */
export function HomeGuard() {
  const loginState = useSession((s) => s.loginState);
  const list = useQuery({
    queryKey: queryKeys.projects,
    queryFn: async ({ signal }) => (await projects()).listProjects(signal),
    enabled: loginState === true,
  });
  const projectIds = list.isError ? [] : list.data?.map((p) => p.id);
  const decision = decideHome({ loginState, lastProjectId: lastProjectId.get(), projectIds });
  // The last project cannot be reopened: it is no longer open either (else /projects would send us back).
  const forgetOpenProject = useCallback((to: string) => {
    if (to === '/projects') workspaceStore.getState().setOpenProject(null);
  }, []);
  useRouteDecision(decision, forgetOpenProject);
  return decision.kind === 'wait' ? <FullScreenLoading label={PAGE_LOADING_LABELS.home} /> : null;
}

export function LoginGuard({ children }: { children: ReactNode }) {
  const loginState = useSession((s) => s.loginState);
  const decision = decideLogin(
    loginState,
    useSession((s) => s.landing),
  );
  useRouteDecision(decision);
  return <Decided decision={decision}>{children}</Decided>;
}

export function ProjectsGuard({ children }: { children: ReactNode }) {
  const loginState = useSession((s) => s.loginState);
  const openProjectId = useWorkspace((s) => s.openProjectId);
  const decision = decideProjects(loginState, openProjectId);
  useRouteDecision(decision);
  return <Decided decision={decision}>{children}</Decided>;
}

export function ProjectGuard({ children }: { children: ReactNode }) {
  const loginState = useSession((s) => s.loginState);
  const query = readProjectQuery(useLocation().search);
  const pat = query.pat;
  const lookup = useQuery({
    queryKey: queryKeys.projectByAccessToken(pat ?? ''),
    queryFn: async ({ signal }) => (await projects()).findProjectIdByAccessToken(pat ?? '', signal),
    enabled: pat !== null,
    retry: false,
  });
  const patLookup: PatLookup = lookup.isPending
    ? { status: 'pending' }
    : lookup.data
      ? { status: 'found', projectId: lookup.data }
      : { status: 'failed' };
  const decision = decideProject({ loginState, query, patLookup });
  useRouteDecision(decision);
  return <Decided decision={decision}>{children}</Decided>;
}
