import {
  type DefinitionRegistry,
  type Graph,
  graphToBootstrapEvents,
  manualClock,
  seededRandom,
  type UdnLibrary,
  type UnorderedUpdate,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import type { WorkspaceEditorOptions } from '../editor-options.js';
import type { ViewportMemory } from '../editor-types.js';
import { WorkspaceEditor } from '../WorkspaceEditor.js';

const registry = createBuiltInRegistry();

/** lets the save transport's promise callbacks run */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

/**
 * A WorkspaceEditor over the built-in nodes with a manual clock, a seeded random source and a save
 * transport that records what it is sent. Opens at the html context (hex) unless told otherwise.
 */
export function editorFixture(
  options: {
    readOnly?: boolean;
    graph?: Graph;
    failSaves?: boolean /** seeds the random ids */;
    seed?: number;
    documentKind?: 'project' | 'snippet';
    /** the level shown first (default the html context, hex) */
    context?: string;
    /** a registry of its own (a UDN library registers its definitions in the registry it is given) */
    registry?: DefinitionRegistry;
    udns?: UdnLibrary;
    /** hears the new nodes whose UDN graphs are missing */
    loadUdns?: WorkspaceEditorOptions['loadUdns'];
    /** where the levels' viewports are kept (default none) */
    viewports?: ViewportMemory;
    /** the log counter the graph was read at */
    loadedCounter?: number;
    /** keeps the undo history beyond the editor (a reload, another window) */
    keepUndo?: WorkspaceEditorOptions['keepUndo'];
    /** the graph is this browser's copy: edits wait for the log */
    fromCopy?: boolean;
  } = {},
) {
  const { clock, advance } = manualClock();
  const sent: UnorderedUpdate[][] = [];
  const errors: string[] = [];
  const editor = new WorkspaceEditor({
    projectId: 'p1',
    documentKind: options.documentKind,
    events: graphToBootstrapEvents(options.graph ?? { nodes: [], connections: [] }),
    readOnly: options.readOnly ?? false,
    registry: options.registry ?? registry,
    clock,
    random: seededRandom(options.seed ?? 7),
    initialLevelId: options.context ?? 'hex',
    ...(options.udns ? { udns: options.udns } : {}),
    ...(options.loadUdns ? { loadUdns: options.loadUdns } : {}),
    ...(options.viewports ? { viewports: options.viewports } : {}),
    ...(options.loadedCounter === undefined ? {} : { loadedCounter: options.loadedCounter }),
    ...(options.keepUndo ? { keepUndo: options.keepUndo } : {}),
    ...(options.fromCopy ? { fromCopy: true } : {}),
    saveTransport: async (updates) => {
      sent.push(updates);
      if (options.failSaves) throw new Error('offline');
    },
    onError: (message) => errors.push(message),
    scheduleEvaluation: (run) => queueMicrotask(run),
  });
  /** moves the manual clock on and lets the transport settle */
  const tick = async (ms: number) => {
    advance(ms);
    await settle();
  };
  return { editor, sent, errors, tick };
}
export { WorkspaceEditor } from '../WorkspaceEditor.js';
