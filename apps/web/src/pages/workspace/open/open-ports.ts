import { type Project, routes } from '@nodeloom/api';
import { type Graph, graphToBootstrapEvents, type SaveTransport } from '@nodeloom/engine';
import { lazyWorkspaceRunnerUpload } from '../../../assets/lazy-runner-upload.js';
import { lastProjectId } from '../../../base/browserStorage.js';
import { projectViewports } from '../../../base/canvas-viewports.js';
import { debugFlag, debugLog } from '../../../base/debugFlags.js';
import { addRecentProject } from '../../../base/recent-projects.js';
import { createWorkspaceEditor, type EditorApi } from '../../../editor/index.js';
import { loadGraphCanvas } from '../../../graph-editor/load-graph-canvas.js';
import { api } from '../../../services/api.js';
import { readProjectLayoutAhead } from '../../../services/layouts.js';
import {
  loadNodeLibraryFor,
  needsNodeLibrary,
  nodeLibrary,
  whenNodeLibraryLoads,
} from '../../../services/node-library.js';
import { takeProjectReadAhead } from '../../../services/project-read-ahead.js';
import { projectStartContext } from '../../../services/projects.js';
import { consoleLog, loggerInto } from '../../../state/console-log.js';
import { sessionStore } from '../../../state/session.js';
import { toastsStore } from '../../../state/toasts.js';
import { workspaceStore } from '../../../state/workspace.js';
import { pageUdns } from '../../../udn/page-udns.js';
import { udnIdsOf } from '../../../udn/udn-session.js';
import { exposeEditorForDebugging } from './debug-handle.js';
import { followValues } from './follow-values.js';
import { copyKeeping } from './keep-copy.js';
import { keepUserUndo } from './keep-undo.js';
import type { OpenFlowPorts, OpenTarget } from './open-project.js';

/** UDN problems go to the project's log (spec 1 §8: metadata registration errors are only logged). */
const udnLogger = loggerInto(consoleLog, 'evaluation', console);

const loadSnippets = () => import('../../../services/snippets.js');

/** The snippet service's save transport, its module loaded with the first save. */
function lazySnippetSaveTransport(id: string, currentGraph: () => Graph): SaveTransport {
  return async (updates) => (await loadSnippets()).snippetSaveTransport(id, currentGraph)(updates);
}

/** POST /projects/{id}/graph with the save writer's batch. */
export function graphSaveTransport(projectId: string, pat?: string): SaveTransport {
  return async (unorderedUpdates) => {
    await api.call(
      routes.projects.updateGraph,
      { params: { id: projectId }, body: { unorderedUpdates } },
      // the save writer retries and logs; the status bar shows a failure
      { silent: true, ...(pat ? { projectAccessToken: pat } : {}) },
    );
  };
}

function fetchProject(target: OpenTarget): Promise<Project> {
  if (target.kind === 'snapshot') return api.call(routes.snapshots.get, { params: { id: target.id } });
  // snippets (and their code) open from the snippet manager only
  if (target.kind === 'snippet') return loadSnippets().then((s) => s.fetchSnippetAsProject(target.id));
  // §6: an administrator with the admin flag loads any project through the admin call; for
  // everyone else the flag changes nothing (the server checks again: ADMIN_EMAILS)
  if (target.admin && sessionStore.getState().user?.isAdmin) {
    return api.call(routes.admin.getProject, { params: { id: target.id } });
  }
  if (target.pat) {
    return api.call(
      routes.projects.get,
      { params: { id: target.id } },
      { projectAccessToken: target.pat, requiresLogin: false },
    );
  }
  // asked signed out too: the server answers who may read it (an official demo: everybody); the
  // page's first script may have asked already
  return (
    takeProjectReadAhead(target.id) ??
    api.call(routes.projects.get, { params: { id: target.id } }, { requiresLogin: false })
  );
}

/**
 * A graph with nodes besides its root contexts is built on the node library (step 1 waits for the
 * code of the categories it uses) and drawn by the live canvas; an empty one's first canvas frame
 * needs neither, and both load right after it (the rest of the library too). A canvas that failed
 * to load is asked for again by the canvas panel; the graph opens regardless.
 */
async function readyToBuild(project: Project): Promise<Project> {
  if (needsNodeLibrary(project.graph.nodes))
    await Promise.all([loadNodeLibraryFor(project.graph.nodes), loadGraphCanvas().catch(() => undefined)]);
  return project;
}

/**
 * The graphs of the UDNs a project's nodes use (from the cache when current), then their
 * evaluation (and their automatic updates); a project using UDNs is built on every category
 * (loadNodeLibraryFor).
 */
async function loadUdnsUsedBy(editor: EditorApi, graph: Pick<Project['graph'], 'nodes'>): Promise<void> {
  try {
    const ids = await pageUdns(nodeLibrary()).loadUsedBy(graph);
    await loadNodeLibraryFor(graph.nodes);
    editor.library.udnsChanged(ids);
  } catch (error) {
    udnLogger.warn(`UDN graphs not loaded: ${(error as Error).message}`);
  }
}

/** The open flow's side effects in the running app. */
export function appOpenPorts(target: OpenTarget): OpenFlowPorts<EditorApi> {
  const pat = target.kind === 'project' ? target.pat : undefined;
  const copy = copyKeeping(target);
  let builtOnCopy = false;
  let ownUdns: Promise<void> | undefined;
  let lastToast: number | undefined;
  return {
    fetchProject: async (openTarget) => {
      // the working layout (step 7) is read while the project is fetched, not after the editor exists
      if (openTarget.kind === 'project' && !openTarget.pat && sessionStore.getState().loginState === true)
        readProjectLayoutAhead(openTarget.id);
      return readyToBuild(await fetchProject(openTarget));
    },
    ...(copy
      ? {
          readCopy: async () => {
            const kept = await copy.read();
            return kept && readyToBuild(kept);
          },
          keepCopy: (editor: EditorApi, project: Project, fresh: boolean) => {
            // the server's answer to an open from the copy may use UDNs the copy did not (an undo
            // made just before a reload, which the session's pull brings): they load now
            if (fresh && builtOnCopy) void loadUdnsUsedBy(editor, project.graph);
            copy.keep(project, fresh);
          },
          dropCopy: () => copy.drop(),
        }
      : {}),
    // every UDN of the user, then those the project uses that are not theirs (the official ones
    // of a demo), registered in the node library before the graph is built on it; a graph using
    // no UDN is built without waiting for the user's own (a round trip): they are listed when
    // they come
    loadUdnMetadata: async (project, signedIn) => {
      const udns = pageUdns(nodeLibrary());
      const own = signedIn ? udns.loadAllMetadata() : Promise.resolve();
      if (udnIdsOf(project.graph).length === 0) {
        ownUdns = own;
        return;
      }
      await own;
      await udns.loadMetadataUsedBy(project.graph);
    },
    toast: (content) => {
      lastToast = toastsStore.getState().show(content);
    },
    updateToast: (content) => {
      if (lastToast !== undefined) toastsStore.getState().update(lastToast, content);
    },
    dismissToast: () => {
      if (lastToast !== undefined) toastsStore.getState().dismiss(lastToast);
    },
    resetWorkspace: () => workspaceStore.getState().setOpenProject(null),
    createEditor: (project, readOnly) => {
      const udns = pageUdns(nodeLibrary());
      const userId = sessionStore.getState().user?.id;
      // the snippet transport reads the editor's graph when it saves, after this assignment
      const editor: EditorApi = exposeEditorForDebugging(
        createWorkspaceEditor({
          projectId: project.id,
          documentKind: target.kind === 'snippet' ? 'snippet' : 'project',
          events: graphToBootstrapEvents(project.graph),
          ...(project.eventCounter === undefined ? {} : { loadedCounter: project.eventCounter }),
          // edits on this browser's copy wait for the log, which rebases them on what it brings
          ...(copy ? { keepCopy: copy.attach, ...(copy.isCopy(project) ? { fromCopy: true } : {}) } : {}),
          readOnly,
          registry: nodeLibrary(),
          saveTransport:
            target.kind === 'snippet'
              ? lazySnippetSaveTransport(project.id, () => editor.graph.toGraph())
              : graphSaveTransport(project.id, pat),
          initialLevelId: projectStartContext(project),
          // a project reopens where its canvas was left (a snapshot or a snippet opens framed)
          ...(target.kind === 'project' ? { viewports: projectViewports(project.id) } : {}),
          udns: udns.library,
          // a UDN added by name, or a collaborator's, whose graph this page has not loaded yet
          loadUdns: (nodes) => void loadUdnsUsedBy(editor, { nodes: [...nodes] }),
          // uploadToAssetManager uploads for a signed-in user (spec 2 §3); signed out it says so
          ...(sessionStore.getState().loginState === true ? { uploadAsset: lazyWorkspaceRunnerUpload } : {}),
          // a signed-in writer's undo outlives a reload (the editor keeps none for read-only opens);
          // only a project with a log has one (not a snippet, a snapshot or the playground)
          ...(userId && target.kind === 'project' && project.eventCounter !== undefined
            ? {
                keepUndo: copy?.isCopy(project)
                  ? copy.afterCatchUp(keepUserUndo(userId))
                  : keepUserUndo(userId),
              }
            : {}),
          onError: (message) => toastsStore.getState().show({ kind: 'warning', title: message }),
          // save retries and the final failure also go to the project's log (the console panel)
          logger: loggerInto(consoleLog, 'save', console),
          ...(debugFlag('nodeParserPerformance')
            ? {
                onEvaluationTiming: (nodeId: string, timing: { durationMs: number }) =>
                  debugLog(
                    'nodeParserPerformance',
                    `evaluated ${nodeId} in ${timing.durationMs.toFixed(2)} ms`,
                  ),
              }
            : {}),
        }),
      );
      // opened before the built-in nodes had loaded: they are listed (and any node a collaborator
      // added meanwhile evaluates) once they have
      whenNodeLibraryLoads(() => editor.library.added());
      ownUdns?.then(
        () => editor.library.added(),
        (error: Error) => udnLogger.warn(`Your UDNs were not listed: ${error.message}`),
      );
      builtOnCopy = copy?.isCopy(project) ?? false;
      void loadUdnsUsedBy(editor, project.graph);
      return editor;
    },
    setOpenProject: (id) => workspaceStore.getState().setOpenProject(id),
    hideProjectBrowser: () => workspaceStore.getState().setProjectBrowserOpen(false),
    rememberLastProject: (id) => lastProjectId.set(id),
    addRecentProject: (entry) => addRecentProject(entry),
    followValues,
  };
}
