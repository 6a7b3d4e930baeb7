/** Business constants of the graph engine (spec 2 §9), named after the spec's words. */

/** Root id: a node without parentId sits at Root. */
export const ROOT_ID = 'Root';

export const DEFAULT_NODE_COLOR = '#808080';
export const GHOST_COLOR = '#94E0F3';
export const GHOST_NAME_PREFIX = 'ghost_';
export const CONTEXT_NODE_COLOR = '#ffffff';

export const DEFAULT_NODE_SIZE = { width: 160, height: 50 } as const;
/** Resize minimum for width and height (spec 2 §5 Node creation). */
export const MIN_NODE_SIZE = 10;

/** Special node types (spec 2 §3). */
export const LEVEL_DEFINITION = 'level';
export const LEVEL_INPUT_DEFINITION = 'levelInput';
export const LEVEL_OUTPUT_DEFINITION = 'levelOutput';
export const TRAY_DEFINITION = 'trayNode';

export type RootContextDefinition = 'htmlContext' | 'taskContext' | 'functionContext';

/** The three root contexts: ids hex, tex, fex; colour #ffffff at y 0, 100, 100. x is our choice. */
export const ROOT_CONTEXTS: ReadonlyArray<{
  id: string;
  definitionName: RootContextDefinition;
  position: { x: number; y: number };
}> = [
  { id: 'hex', definitionName: 'htmlContext', position: { x: 0, y: 0 } },
  { id: 'tex', definitionName: 'taskContext', position: { x: 0, y: 100 } },
  { id: 'fex', definitionName: 'functionContext', position: { x: 200, y: 100 } },
];

export const ROOT_CONTEXT_IDS: ReadonlySet<string> = new Set(ROOT_CONTEXTS.map((c) => c.id));
export const CONTEXT_DEFINITIONS: ReadonlySet<string> = new Set(ROOT_CONTEXTS.map((c) => c.definitionName));

/** Terminal history and outputs capped at 200 (spec 2 §9). */
export const TERMINAL_HISTORY_LIMIT = 200;
/** History replay speed default 1. */
export const DEFAULT_REPLAY_SPEED = 1;
/** Save throttle 1000 ms (trailing only); 3 retries, minimum timeout 800 ms, randomised. */
export const SAVE_THROTTLE_MS = 1000;
export const SAVE_RETRIES = 3;
export const SAVE_MIN_TIMEOUT_MS = 800;

/** Shown when leaving with unsaved changes; a flush is attempted (spec 2 §8). */
export const UNSAVED_CHANGES_MESSAGE = 'Changes that you made may not be saved.';
