// The editor's value types: what its reads return and its writes take (a leaf: imports nothing
// of the editor, so every editor file may import it without a circle).

export interface XY {
  x: number;
  y: number;
}
export interface Viewport extends XY {
  zoom: number;
}
export interface Size {
  width: number;
  height: number;
}

/** What the workspace holds: a project (or one of its snapshots), or a snippet opened as a level. */
export type EditorDocumentKind = 'project' | 'snippet';

/** How long a node's last evaluation took (its dirty cone included) and when it ran. */
export interface NodeTiming {
  durationMs: number;
  /** Date.now() when it finished */
  at: number;
}

/** One field of one param of one node, as setParamFields writes it. */
export interface ParamFieldEdit {
  nodeId: string;
  param: string;
  field: ParamField;
  value: unknown;
}

export interface NodeStatusView {
  status: 'untouched' | 'clean' | 'dirty' | 'error';
  /** validation and parse errors with the spec's messages ('Failed to parse node …', …) */
  errors: readonly string[];
  /** node warnings (singleton, context, outdated UDN, …) */
  warnings: readonly string[];
}

export interface LevelCrumb {
  id: string;
  name: string;
}

export interface SocketRef {
  nodeId: string;
  /** output identifier for a source socket, input identifier for a target socket */
  identifier: string;
  kind: 'output' | 'input';
}

export interface ConnectRequest {
  sourceNode: string;
  sourceOutputIdentifier: string;
  targetNode: string;
  targetInputIdentifier: string;
}

export type SelectMode = 'replace' | 'add' | 'toggle';

/** The fields of a param the parameter editor writes (each has its own engine event). */
export type ParamField = 'value' | 'expression' | 'evalType' | 'glance';

/** Inserting a group before `group` (or at the next number), deleting one, or moving one to `to`. */
export type MultiparamChange =
  | { kind: 'insert'; group: number }
  | { kind: 'delete'; group: number }
  | { kind: 'move'; group: number; to: number };

/** What the canvas can do to its own viewport; the command registry calls it ("frame selection", F). */
/**
 * Where the levels of one project were left, kept across reloads (the page gives the browser's
 * storage, base/canvas-viewports.ts); the editor reads a level's the first time it shows it.
 */
export interface ViewportMemory {
  /** the level's stored viewport, or null when there is none or it is not a valid one */
  read(levelId: string): Viewport | null;
  /** remembers the level's viewport (the memory may refuse one outside the canvas's range) */
  write(levelId: string, viewport: Viewport): void;
}

export interface ViewportController {
  /** frames every node of the current level */
  zoomToFit(): void;
  /** frames the selected nodes (falls back to zoomToFit when nothing is selected) */
  zoomToSelection(): void;
}

/** Preferences the canvas draws with (spec 1 §3 default set; a stored set overrides some keys). */
export interface CanvasPreferences {
  gridType: string;
  gridSize: number;
  gridEnabled: boolean;
  connectionLineType: string;
  maxNameTagZoom: number;
  naturalScrolling: boolean;
  /** auto, mouse or trackpad: what the wheel does (spec 1 §3) */
  inputDeviceType: string;
  nodeShape: string;
}

/** A gesture in progress: `update` as the pointer moves, `end` commits one undo step, `cancel` bails to its mark. */
export interface Gesture<U> {
  update(value: U): void;
  end(): void;
  cancel(): void;
}

export interface EditorTools {
  /** drag of the given nodes (snapped to the 20 grid on update); dropping onto a tray joins it */
  translate(nodeIds: readonly string[]): Gesture<{ dx: number; dy: number }>;
  /** resize of one resizable node (min 10, or the kind's min) */
  resize(nodeId: string): Gesture<Size & Partial<XY>>;
  /** scrubbing a numeric param: every update applies, the whole scrub is one undo step */
  scrubParam(nodeId: string, param: string): Gesture<unknown>;
  /** Escape: the open gesture is cancelled and its edits reverted; false when none was open */
  cancel(): boolean;
}
