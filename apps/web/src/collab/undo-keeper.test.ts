import type { Graph } from '@nodeloom/engine';
import { EventSync } from '@nodeloom/sync';
import { ProtocolLog } from '@nodeloom/sync/testing';
import { describe, expect, it, vi } from 'vitest';
import type { UndoHost } from '../editor/index.js';
import { editorFixture, settle } from '../editor/testing/editor-fixture.js';
import { MemoryChannel } from './memory-channel.testing.js';
import { UndoChannel } from './undo-channel.js';
import { keepUndo, type UndoKeeperOptions } from './undo-keeper.js';
import { type UndoStore, undoStore } from './undo-store.js';
import { memoryUndoBackend } from './undo-store.testing.js';

const ORIGIN = 'https://app.example';

interface WindowOptions {
  store: UndoStore;
  userId?: string;
  graph?: Graph;
  loadedCounter?: number;
  seed?: number;
  hub?: Set<MemoryChannel>;
  replacedBetween?: UndoKeeperOptions['replacedBetween'];
}

/** The keeper of the user's undo in `store` (and on `hub`, the broadcast channel). */
function keeperFor(options: WindowOptions): (host: UndoHost) => () => void {
  const { store, userId = 'user-a', hub } = options;
  return (host) =>
    keepUndo(host, {
      userId,
      store,
      ...(hub
        ? {
            windows: (onStacks) =>
              new UndoChannel(userId, host.projectId, onStacks, new MemoryChannel(hub, ORIGIN), ORIGIN),
          }
        : {}),
      replacedBetween: options.replacedBetween ?? (async () => false),
    });
}

/**
 * A workspace window whose editor keeps the user's undo. `late`: the keeper starts only when
 * `startKeeper` is called, as in the browser, where its code loads after the editor exists.
 */
function openWindow(options: WindowOptions & { late?: boolean }) {
  const keeper = keeperFor(options);
  let startKeeper = () => {};
  const fixture = editorFixture({
    seed: options.seed ?? 1,
    ...(options.graph ? { graph: options.graph } : {}),
    ...(options.loadedCounter === undefined ? {} : { loadedCounter: options.loadedCounter }),
    keepUndo: (host) => {
      if (!options.late) return keeper(host);
      let stop: (() => void) | undefined;
      startKeeper = () => {
        stop = keeper(host);
      };
      return () => stop?.();
    },
  });
  return { ...fixture, startKeeper: () => startKeeper() };
}

/** A window in a collaboration session on `log` (commits its edits, pulls the others'). */
function sessionWindow(log: ProtocolLog, name: string, options: WindowOptions) {
  const fixture = openWindow(options);
  const sync = new EventSync(fixture.editor.project);
  sync.attach(
    log.transport(name, (events) => sync.receive(events)),
    options.loadedCounter ?? 0,
  );
  fixture.editor.collaboration.join(() => ({ start() {}, stop() {}, logCounter: () => sync.lastCounter }));
  return { ...fixture, sync };
}

/** A window read at log counter `loadedCounter` that made one edit and closed: its stacks are kept. */
async function editAndClose(store: UndoStore, loadedCounter: number): Promise<Graph> {
  const window = openWindow({ store, loadedCounter });
  window.editor.nodes.create('stringLength', { x: 0, y: 0 });
  await settle();
  const graph = window.editor.project.graph.toGraph();
  window.editor.dispose();
  return graph;
}

const names = (graph: Graph) => graph.nodes.filter((n) => n.id.startsWith('node_')).map((n) => n.name);

describe('undo kept across reloads', () => {
  it('gives a reloaded window the undo and redo stacks the user left', async () => {
    const store = undoStore(memoryUndoBackend());
    const first = openWindow({ store });
    const id = first.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    first.editor.nodes.rename(id, 'counted');
    first.editor.history.undo();
    await settle();
    const graph = first.editor.project.graph.toGraph();
    first.editor.dispose();

    const reloaded = openWindow({ store, graph, seed: 2 });
    expect(reloaded.editor.history.canUndo()).toBe(false);
    await settle();
    expect(reloaded.editor.history.canUndo()).toBe(true);
    expect(reloaded.editor.history.canRedo()).toBe(true);
    reloaded.editor.history.redo();
    expect(reloaded.editor.nodes.get(id)?.name).toBe('counted');
    reloaded.editor.history.undo();
    reloaded.editor.history.undo();
    expect(reloaded.editor.nodes.get(id)).toBeUndefined();
  });

  it('keeps at once the edits made before its code loaded, so a reload before the next edit has them', async () => {
    const store = undoStore(memoryUndoBackend());
    const first = openWindow({ store, late: true });
    const id = first.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    first.startKeeper();
    await settle();
    const graph = first.editor.project.graph.toGraph();
    first.editor.dispose();

    const reloaded = openWindow({ store, graph, seed: 2 });
    await settle();
    expect(reloaded.editor.history.canUndo()).toBe(true);
    reloaded.editor.history.undo();
    expect(reloaded.editor.nodes.get(id)).toBeUndefined();
  });

  it('keeps the edits made before its code loaded over stacks kept before the graph was replaced', async () => {
    const store = undoStore(memoryUndoBackend());
    await editAndClose(store, 2);

    const replaced = { loadedCounter: 5, replacedBetween: async () => true };
    const first = openWindow({ store, ...replaced, seed: 2, late: true });
    const id = first.editor.nodes.create('stringTrim', { x: 0, y: 0 })!;
    first.startKeeper();
    await settle();
    expect(first.editor.history.canUndo()).toBe(true);
    const graph = first.editor.project.graph.toGraph();
    first.editor.dispose();

    const reloaded = openWindow({ store, graph, loadedCounter: 5, seed: 3 });
    await settle();
    reloaded.editor.history.undo();
    expect(reloaded.editor.nodes.get(id)).toBeUndefined();
    expect(reloaded.editor.history.canUndo()).toBe(false);
  });

  it("undoes after a reload only the user's own edit, leaving a member's edit made in between", async () => {
    const store = undoStore(memoryUndoBackend());
    const log = new ProtocolLog();
    const a = sessionWindow(log, 'a', { store, userId: 'user-a', seed: 1 });
    const b = sessionWindow(log, 'b', { store, userId: 'user-b', seed: 2 });
    const mine = a.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    await settle();
    b.sync.pull();
    const theirs = b.editor.nodes.create('stringTrim', { x: 200, y: 0 })!;
    await settle();
    a.sync.pull();
    const graph = a.editor.project.graph.toGraph();
    expect(names(graph)).toHaveLength(2);
    a.editor.dispose();

    const reloaded = sessionWindow(log, 'a2', { store, graph, loadedCounter: log.events.length, seed: 3 });
    await settle();
    reloaded.editor.history.undo();
    expect(reloaded.editor.nodes.get(mine)).toBeUndefined();
    expect(reloaded.editor.nodes.get(theirs)).toBeDefined();
    await settle();
    // the undo went to the log as a new event: the member sees it too
    expect(log.events.at(-1)?.rawEvent).toMatchObject({ eventType: 'nodeDeleted', nodeId: mine });
    b.sync.pull();
    expect(b.editor.nodes.get(mine)).toBeUndefined();
    expect(b.editor.nodes.get(theirs)).toBeDefined();
    reloaded.editor.history.redo();
    expect(reloaded.editor.nodes.get(mine)).toBeDefined();
    // the member's own undo is theirs alone
    b.editor.history.undo();
    expect(b.editor.nodes.get(theirs)).toBeUndefined();
    expect(b.editor.nodes.get(mine)).toBeUndefined();
  });

  it('drops stacks kept before the graph was replaced (a snapshot restore), read from the log in between', async () => {
    const store = undoStore(memoryUndoBackend());
    const graph = await editAndClose(store, 2);

    const asked: [number, number][] = [];
    const replaced = openWindow({
      store,
      graph,
      loadedCounter: 5,
      seed: 2,
      replacedBetween: async (after, upTo) => {
        asked.push([after, upTo]);
        return true;
      },
    });
    await settle();
    expect(asked).toEqual([[2, 5]]);
    expect(replaced.editor.history.canUndo()).toBe(false);

    const kept = openWindow({ store, graph, loadedCounter: 5, seed: 3 });
    await settle();
    expect(kept.editor.history.canUndo()).toBe(true);
  });

  it('clears the stacks, kept ones too, when a replacement of the graph arrives from the log', async () => {
    const store = undoStore(memoryUndoBackend());
    const window = openWindow({ store });
    window.editor.nodes.create('stringLength', { x: 0, y: 0 });
    await settle();
    expect(await store.read('user-a', 'p1')).toBeDefined();
    const project = window.editor.project;
    project.apply([project.stamp({ eventType: 'graphSaved', updates: [], replace: true })], 'remote');
    expect(window.editor.history.canUndo()).toBe(false);
    await settle();
    expect(await store.read('user-a', 'p1')).toBeUndefined();
  });

  it("shares the stacks live with the user's other window of the project, never with another user's", async () => {
    const store = undoStore(memoryUndoBackend());
    const hub = new Set<MemoryChannel>();
    const one = openWindow({ store, hub, seed: 1 });
    const two = openWindow({ store, hub, seed: 2 });
    const stranger = openWindow({ store, hub, userId: 'user-b', seed: 3 });
    await settle();
    const id = one.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    expect(two.editor.history.canUndo()).toBe(true);
    expect(stranger.editor.history.canUndo()).toBe(false);
    // the node reaches the other window as the log would bring it
    const created = one.editor.engineHistory.stacks().undo[0]!.forward;
    two.editor.project.apply(
      created.map((e) => two.editor.project.stamp(e)),
      'remote',
    );
    expect(two.editor.nodes.get(id)).toBeDefined();
    two.editor.history.undo();
    expect(two.editor.nodes.get(id)).toBeUndefined();
    expect(one.editor.history.canRedo()).toBe(true);
  });

  it('keeps nothing for a read-only open, and opens with empty stacks over a corrupt record', async () => {
    const keep = vi.fn(() => () => {});
    const viewer = editorFixture({ readOnly: true, keepUndo: keep });
    expect(viewer.editor.history.canUndo()).toBe(false);
    expect(keep).not.toHaveBeenCalled();

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryUndoBackend();
    backend.records.set('user-a/p1', { userId: 'user-a', projectId: 'p1', undo: [{ forward: 3 }] });
    const window = openWindow({ store: undoStore(backend) });
    await settle();
    expect(window.editor.history.canUndo()).toBe(false);
    window.editor.nodes.create('stringLength', { x: 0, y: 0 });
    await settle();
    expect(await undoStore(backend).read('user-a', 'p1')).toMatchObject({ undo: [{}] });
    vi.restoreAllMocks();
  });
});
