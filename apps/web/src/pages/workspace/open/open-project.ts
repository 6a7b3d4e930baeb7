import { HttpError, PROJECT_ARCHIVED_MESSAGE, type Project } from '@nodeloom/api';
import type { ToastContent } from '../../../base/toastCatalogue.js';
import { decideReadOnly } from './read-only.js';

/** §8 progress toasts of the open flow, for a project and for a snapshot. */
export const OPEN_TOASTS = {
  project: {
    retrieving: 'Retrieving project data',
    loading: 'Loading project into workspace',
    loaded: 'Project loaded',
  },
  snapshot: {
    retrieving: 'Retrieving snapshot data',
    loading: 'Loading snapshot into workspace',
    loaded: 'Snapshot loaded',
  },
  // ours: /project?snip=id (spec 1 §8 names the project and snapshot toasts only)
  snippet: {
    retrieving: 'Retrieving snippet data',
    loading: 'Loading snippet into workspace',
    loaded: 'Snippet loaded',
  },
} as const;

/** §8: the toast of an archived project. */
export const ARCHIVED_TOAST: ToastContent = {
  kind: 'warning',
  title: PROJECT_ARCHIVED_MESSAGE,
  description: 'You can restore it from the project browser.',
};

/** What the address asks to open: a project (maybe through an access token) or a snapshot. */
export type OpenTarget =
  /** admin: the address carries the admin flag (§6; only an administrator's load honours it) */
  | { kind: 'project'; id: string; pat?: string; admin?: true }
  | { kind: 'snapshot'; id: string }
  | { kind: 'snippet'; id: string };

export interface OpenRequest {
  target: OpenTarget;
  /** /project?readonly=true|1 */
  readOnlyRequested: boolean;
  embedded: boolean;
  signedIn: boolean;
}

/** The side effects of the open flow, injected so the flow is testable and the page stays thin. */
export interface OpenFlowPorts<E> {
  fetchProject(target: OpenTarget): Promise<Project>;
  /**
   * step 4: the UDN metadata the node library needs for this project (best effort); signed out,
   * only the UDNs it uses (an official demo's are read by everybody), as such a visitor owns none
   */
  loadUdnMetadata(project: Project, signedIn: boolean): Promise<void>;
  toast(content: ToastContent): void;
  /** changes what the toast shown last says (the loaded toast's values progress); gone, nothing */
  updateToast(content: ToastContent): void;
  /** step 5: forget the previous project's workspace state */
  resetWorkspace(): void;
  /** step 6: the editor over the project's graph */
  createEditor(project: Project, readOnly: boolean): E;
  /** step 8 */
  setOpenProject(projectId: string): void;
  /** step 9 */
  hideProjectBrowser(): void;
  /** step 10 */
  rememberLastProject(projectId: string): void;
  /** step 11 */
  addRecentProject(entry: { id: string; name: string; accessToken?: string }): void;
  /**
   * After the canvas opened: reports how many values of the shown nodes are left to compute while
   * they fill in (now, then as it changes), the last report 0.
   */
  followValues(editor: E, report: (left: number) => void): void;
}

/** The loaded toast's second line while a big project's values fill in after its canvas opened. */
export function valuesProgress(left: number): string {
  return left > 0 ? `Computing values: ${left.toLocaleString('en-US')} left` : 'Every value computed';
}

export type OpenOutcome<E> =
  | { ok: true; project: Project; readOnly: boolean; editor: E }
  | { ok: false; reason: 'archived' | 'notFound' | 'failed'; message: string };

/** Why a failed open failed, in words for the error state of the page. */
function failure<E>(error: unknown): OpenOutcome<E> {
  if (error instanceof HttpError && error.status === 409)
    return { ok: false, reason: 'archived', message: PROJECT_ARCHIVED_MESSAGE };
  if (error instanceof HttpError && (error.status === 404 || error.status === 400))
    return { ok: false, reason: 'notFound', message: 'This project does not exist or you cannot open it.' };
  return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** The eleven steps of spec 1 §4 Project open flow, with the progress toasts of §8. */
export async function openProject<E>(request: OpenRequest, ports: OpenFlowPorts<E>): Promise<OpenOutcome<E>> {
  const { target } = request;
  const texts = OPEN_TOASTS[target.kind];
  ports.toast({ kind: 'info', title: texts.retrieving });
  let project: Project;
  try {
    // 1. fetch project data
    project = await ports.fetchProject(target);
  } catch (error) {
    const outcome = failure<E>(error);
    if (!outcome.ok && outcome.reason === 'archived') ports.toast(ARCHIVED_TOAST);
    return outcome;
  }
  // 2. check archive (the server refuses an archived project with 409; a snapshot of one opens)
  if (project.archivedAt !== null && target.kind === 'project') {
    ports.toast(ARCHIVED_TOAST);
    return { ok: false, reason: 'archived', message: PROJECT_ARCHIVED_MESSAGE };
  }
  // 3. decide read-only
  const readOnly = decideReadOnly({
    serverReadOnly: project.readonly,
    requested: request.readOnlyRequested,
    embedded: request.embedded,
    signedIn: request.signedIn,
    snapshot: target.kind === 'snapshot',
    projectId: project.id,
  });
  // 4. load UDN metadata (a failure only leaves UDN nodes unresolved, as the engine's ghosts show)
  await ports
    .loadUdnMetadata(project, request.signedIn)
    .catch((error) => console.warn('UDN metadata', error));
  ports.toast({ kind: 'info', title: texts.loading });
  // 5. reset workspace state
  ports.resetWorkspace();
  // 6. init graph
  let editor: E;
  try {
    editor = ports.createEditor(project, readOnly);
  } catch (error) {
    return failure<E>(error);
  }
  // 7. restore layout: the workspace has a single built-in layout for now, nothing to restore
  // 8. set project
  if (!request.embedded) ports.setOpenProject(project.id);
  // 9. hide the project browser
  ports.hideProjectBrowser();
  if (target.kind === 'project' && !request.embedded) {
    // 10. remember the last project id
    ports.rememberLastProject(project.id);
    // 11. add to the recent list
    ports.addRecentProject({
      id: project.id,
      name: project.name,
      ...(target.pat ? { accessToken: target.pat } : {}),
    });
  }
  // the canvas is interactive now; values fill in after it, and the loaded toast tells how many are
  // left (an evaluation done by its first report leaves the toast as it is)
  const loaded: ToastContent = { kind: 'success', title: texts.loaded };
  ports.toast(loaded);
  let progressShown = false;
  ports.followValues(editor, (left) => {
    if (left === 0 && !progressShown) return;
    progressShown = true;
    ports.updateToast({ ...loaded, description: valuesProgress(left) });
  });
  return { ok: true, project, readOnly, editor };
}
