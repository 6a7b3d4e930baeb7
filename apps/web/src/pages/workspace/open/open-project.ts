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

// ours (spec 1 §8 is silent): a project opened from this browser's copy while the server is unreachable
export const COPY_OPENED_OFFLINE: ToastContent = {
  kind: 'warning',
  title: "Opened this browser's copy: the server can't be reached",
  description: 'Your edits are kept here and sent when it is back.',
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
   * This browser's copy of the project (docs/collaboration.md "Copies kept in the browser"), ready
   * to build as fetchProject's answer is; undefined when none is kept for this user and target
   */
  readCopy?(target: OpenTarget): Promise<Project | undefined>;
  /** the project read from the server is kept in this browser, and so is the editor's graph as it goes on */
  keepCopy?(editor: E, project: Project, fresh: boolean): void;
  /** the kept copy is not to be opened again (the server refused it, or it is behind a replaced log) */
  dropCopy?(projectId: string): void;
  /**
   * step 4: the UDN metadata the node library needs for this project (best effort); signed out,
   * only the UDNs it uses (an official demo's are read by everybody), as such a visitor owns none
   */
  loadUdnMetadata(project: Project, signedIn: boolean): Promise<void>;
  toast(content: ToastContent): void;
  /** changes what the toast shown last says (the loaded toast's values progress); gone, nothing */
  updateToast(content: ToastContent): void;
  /** closes the toast shown last (the loaded toast of a copy the server then refused) */
  dismissToast(): void;
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

/** What the server's answer said of a project opened from this browser's copy. */
export type CopyCheck =
  /** the copy stands; the session's pull brings what the log has after it (project: the server's, for its name and flags) */
  | { kind: 'current'; project: Project }
  /** the copy cannot stand (the project's access or flags changed, or its log went back): open it from the server */
  | { kind: 'reopen' }
  /** the server refuses the project now: the workspace shows why */
  | { kind: 'refused'; reason: 'archived' | 'notFound' | 'failed'; message: string }
  /** the server could not be reached: the copy stays, edits wait for the connection */
  | { kind: 'unreachable'; message: string };

export type OpenOutcome<E> =
  | {
      ok: true;
      project: Project;
      readOnly: boolean;
      editor: E;
      /** opened from this browser's copy: what the server says of it, once it answers */
      copyCheck?: Promise<CopyCheck>;
    }
  | { ok: false; reason: 'archived' | 'notFound' | 'failed'; message: string };

/** Why a failed open failed, in words for the error state of the page. */
function failure<E>(error: unknown): OpenOutcome<E> {
  if (error instanceof HttpError && error.status === 409)
    return { ok: false, reason: 'archived', message: PROJECT_ARCHIVED_MESSAGE };
  if (error instanceof HttpError && (error.status === 404 || error.status === 400))
    return { ok: false, reason: 'notFound', message: 'This project does not exist or you cannot open it.' };
  return { ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** A step of the open on the page's performance timeline (`nodeloom:open …`: benches read them). */
const mark = (step: string) => globalThis.performance?.mark?.(`nodeloom:open ${step}`);

/** The eleven steps of spec 1 §4 Project open flow, with the progress toasts of §8. */
export async function openProject<E>(request: OpenRequest, ports: OpenFlowPorts<E>): Promise<OpenOutcome<E>> {
  const { target } = request;
  const texts = OPEN_TOASTS[target.kind];
  ports.toast({ kind: 'info', title: texts.retrieving });
  mark('start');
  // 1. fetch project data; a project opened before in this browser opens from its copy at once and
  // the server's answer checks it after
  const copy = await ports.readCopy?.(target).catch((error: Error) => {
    console.warn(`This browser's copy of the project was not read: ${error.message}`);
    return undefined;
  });
  mark(copy ? 'copy' : 'no copy');
  const fetched = ports.fetchProject(target);
  // beside a copy the answer is read after the editor exists (copyCheck)
  if (copy) fetched.catch(() => undefined);
  let project: Project;
  try {
    project = copy ?? (await fetched);
  } catch (error) {
    const outcome = failure<E>(error);
    if (!outcome.ok && outcome.reason === 'archived') ports.toast(ARCHIVED_TOAST);
    return outcome;
  }
  mark('project');
  // 2. check archive (the server refuses an archived project with 409; a snapshot of one opens)
  if (project.archivedAt !== null && target.kind === 'project') {
    ports.toast(ARCHIVED_TOAST);
    return { ok: false, reason: 'archived', message: PROJECT_ARCHIVED_MESSAGE };
  }
  // 3. decide read-only
  const readOnly = decideReadOnly(readOnlyOf(request, project));
  // 4. load UDN metadata (a failure only leaves UDN nodes unresolved, as the engine's ghosts show)
  await ports
    .loadUdnMetadata(project, request.signedIn)
    .catch((error) => console.warn('UDN metadata', error));
  mark('udns');
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
  mark('editor');
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
  // a copy the server refuses closes its workspace: its values' progress is not told any more
  let closed = false;
  ports.followValues(editor, (left) => {
    if (closed || (left === 0 && !progressShown)) return;
    progressShown = true;
    ports.updateToast({ ...loaded, description: valuesProgress(left) });
  });
  if (!copy) {
    ports.keepCopy?.(editor, project, true);
    return { ok: true, project, readOnly, editor };
  }
  /** The copy gives way: dropped, its loaded toast closed (an archived project says so in its own). */
  const closeCopy = (check: CopyCheck) => {
    closed = true;
    ports.dropCopy?.(copy.id);
    ports.dismissToast();
    if (check.kind === 'refused' && check.reason === 'archived') ports.toast(ARCHIVED_TOAST);
  };
  const copyCheck = fetched.then(
    (fresh): CopyCheck => {
      const check = checkCopy(copy, fresh, readOnly, (p) => decideReadOnly(readOnlyOf(request, p)));
      if (check.kind === 'current') ports.keepCopy?.(editor, fresh, true);
      else closeCopy(check);
      return check;
    },
    (error): CopyCheck => {
      const outcome = failure<E>(error);
      if (outcome.ok || outcome.reason === 'failed') {
        // the network or the server failed, not the project: the copy stays and edits wait
        ports.keepCopy?.(editor, copy, false);
        return { kind: 'unreachable', message: outcome.ok ? '' : outcome.message };
      }
      const check: CopyCheck = { kind: 'refused', reason: outcome.reason, message: outcome.message };
      closeCopy(check);
      return check;
    },
  );
  return { ok: true, project, readOnly, editor, copyCheck };
}

/** The read-only decision's inputs for a project of the request (step 3). */
function readOnlyOf(request: OpenRequest, project: Project) {
  return {
    serverReadOnly: project.readonly,
    requested: request.readOnlyRequested,
    embedded: request.embedded,
    signedIn: request.signedIn,
    snapshot: request.target.kind === 'snapshot',
    projectId: project.id,
  };
}

/**
 * Whether a copy opened from the browser stands beside the server's answer: the same project, with
 * a log, under the same read-only decision.
 */
export function checkCopy(
  copy: Project,
  fresh: Project,
  readOnly: boolean,
  decide: (project: Project) => boolean,
): CopyCheck {
  if (fresh.archivedAt !== null)
    return { kind: 'refused', reason: 'archived', message: PROJECT_ARCHIVED_MESSAGE };
  if (fresh.id !== copy.id || decide(fresh) !== readOnly) return { kind: 'reopen' };
  // an answer behind the copy is an older fold of the same log (the log only grows): the copy stands
  if (fresh.eventCounter === undefined) return { kind: 'reopen' };
  return { kind: 'current', project: fresh };
}
