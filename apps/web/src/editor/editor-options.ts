import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import type {
  Clock,
  DefinitionRegistry,
  EventInput,
  GraphNode,
  RandomSource,
  SaveTransport,
  UdnLibrary,
} from '@nodeloom/engine';
import type { CanvasPreferences, EditorApi, EditorDocumentKind, NodeTiming, UndoHost } from './editor-api.js';
import type { ViewportMemory } from './editor-types.js';
import type { EditorEvaluationOptions } from './evaluation.js';

export interface WorkspaceEditorOptions {
  /** the project's id, or the snippet's when `documentKind` is 'snippet' */
  projectId: string;
  /** default 'project'; project-only dialogs (snapshots, share links, deployments…) are off for a snippet */
  documentKind?: EditorDocumentKind;
  /** the saved graph as bootstrap events (graphToBootstrapEvents) */
  events: readonly EventInput[];
  readOnly: boolean;
  registry: DefinitionRegistry;
  /** sends one batch of updates (POST /projects/{id}/graph) */
  saveTransport: SaveTransport;
  /** the project log's counter the loaded graph is the fold of (the project read's eventCounter) */
  loadedCounter?: number;
  /**
   * the graph came from this browser's copy of the project (docs/collaboration.md "Copies kept in
   * the browser"): edits wait for the log instead of going by REST
   */
  fromCopy?: boolean;
  clock?: Clock;
  random?: RandomSource;
  /** where refused edits and engine warnings go (a toast in the app) */
  onError?: (message: string) => void;
  logger?: { warn(message: string): void; error(message: string): void };
  /** how evaluation passes are scheduled (default: a zero timeout) */
  scheduleEvaluation?: (run: () => void) => void;
  /** told each node evaluation's time (the open flow logs them under debug_nodeParserPerformance) */
  onEvaluationTiming?: (nodeId: string, timing: NodeTiming) => void;
  /** the user's preferences the canvas draws with (default: the spec's default set) */
  canvasPreferences?: CanvasPreferences;
  /** the level shown first (a root context id, e.g. the project's metadata.context); default Root */
  initialLevelId?: string;
  /** where each level's viewport was left (the browser's storage): a level opens there, else framed; default none */
  viewports?: ViewportMemory;
  /** the UDN library: packed UDNs evaluate from its graphs, outdated warnings from its versions */
  udns?: UdnLibrary;
  /**
   * Handed the nodes that just came whose UDN graphs are not here (a UDN added by name, a
   * collaborator's node): the host loads those graphs and tells `library.udnsChanged`.
   */
  loadUdns?: (nodes: readonly GraphNode[]) => void;
  /** uploadToAssetManager's upload (spec 2 §3), given when a user is signed in */
  uploadAsset?: EditorEvaluationOptions['uploadAsset'];
  /** keeps the undo history beyond this editor (a signed-in writer's; never read-only); returns the stop */
  keepUndo?: (host: UndoHost) => () => void;
  /** keeps this browser's copy of the project as the graph goes on (open/keep-copy.ts); returns the stop */
  keepCopy?: (editor: EditorApi) => () => void;
}

export const DEFAULT_CANVAS_PREFERENCES: CanvasPreferences = Object.freeze({
  gridType: DEFAULT_PREFERENCES.gridType,
  gridSize: DEFAULT_PREFERENCES.gridSize,
  gridEnabled: DEFAULT_PREFERENCES.gridEnabled,
  connectionLineType: DEFAULT_PREFERENCES.connectionLineType,
  maxNameTagZoom: DEFAULT_PREFERENCES.maxNameTagZoom,
  naturalScrolling: DEFAULT_PREFERENCES.naturalScrolling,
  inputDeviceType: DEFAULT_PREFERENCES.inputDeviceType,
  nodeShape: DEFAULT_PREFERENCES.nodeShape,
});
