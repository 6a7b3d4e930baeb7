import type { UndoStep } from '@nodeloom/engine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type KeptUndo, UNDO_KEPT_EVENTS, UNDO_KEPT_STEPS } from './undo-record.js';
import { undoStore } from './undo-store.js';
import { memoryUndoBackend as memoryBackend } from './undo-store.testing.js';

const renameStep = (nodeId: string, name: string, before: string): UndoStep => ({
  forward: [{ eventType: 'nodeRenamed', nodeId, name }],
  inverses: [[{ eventType: 'nodeRenamed', nodeId, name: before }]],
});

const kept = (userId: string, projectId: string, undo: UndoStep[], redo: UndoStep[] = []): KeptUndo => ({
  userId,
  projectId,
  counter: 7,
  undo,
  redo,
});

afterEach(() => vi.restoreAllMocks());

describe('undo store', () => {
  it('reads back what it wrote: both stacks, in order, with the counter they were kept at', async () => {
    const store = undoStore(memoryBackend());
    const value = kept(
      'u1',
      'p1',
      [renameStep('node_a', 'one', 'a'), renameStep('node_a', 'two', 'one')],
      [renameStep('node_b', 'three', 'b')],
    );
    await store.write(value);
    expect(await store.read('u1', 'p1')).toEqual(value);
  });

  it("keeps each user's stacks per project: another member or another project finds none of them", async () => {
    const store = undoStore(memoryBackend());
    await store.write(kept('u1', 'p1', [renameStep('node_a', 'mine', 'a')]));
    await store.write(kept('u2', 'p1', [renameStep('node_b', 'theirs', 'b')]));
    expect((await store.read('u1', 'p1'))?.undo).toEqual([renameStep('node_a', 'mine', 'a')]);
    expect((await store.read('u2', 'p1'))?.undo).toEqual([renameStep('node_b', 'theirs', 'b')]);
    expect(await store.read('u1', 'p2')).toBeUndefined();
  });

  it('ignores a corrupt or foreign value with a warning and no throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = memoryBackend();
    const store = undoStore(backend);
    const good = kept('u1', 'p1', [renameStep('node_a', 'x', 'a')]);
    for (const value of [
      'not an object',
      null,
      { ...good, undo: 'nope' },
      { ...good, counter: -1 },
      // an event the engine does not know, or one missing its node id
      { ...good, undo: [{ forward: [{ eventType: 'nodeExploded' }], inverses: [[]] }] },
      { ...good, undo: [{ forward: [{ eventType: 'nodeRenamed', name: 'x' }], inverses: [[]] }] },
      // another user's stacks found under this user's key
      { ...good, userId: 'u2' },
    ]) {
      backend.records.set('u1/p1', value);
      await expect(store.read('u1', 'p1')).resolves.toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('keeps the newest steps within the bounds, and removes the record when both stacks are empty', async () => {
    const backend = memoryBackend();
    const store = undoStore(backend);
    const steps = Array.from({ length: UNDO_KEPT_STEPS + 5 }, (_, i) =>
      renameStep('node_a', `n${i + 1}`, `n${i}`),
    );
    await store.write(kept('u1', 'p1', steps));
    const read = await store.read('u1', 'p1');
    expect(read?.undo).toHaveLength(UNDO_KEPT_STEPS);
    // what Ctrl+Z takes next is still there
    expect(read?.undo.at(-1)).toEqual(steps.at(-1));

    const huge: UndoStep = {
      forward: Array.from(
        { length: UNDO_KEPT_EVENTS },
        () => ({ eventType: 'nodeRenamed', nodeId: 'node_a', name: 'x' }) as const,
      ),
      inverses: [],
    };
    await store.write(kept('u1', 'p1', [huge, renameStep('node_a', 'last', 'x')]));
    expect((await store.read('u1', 'p1'))?.undo).toEqual([renameStep('node_a', 'last', 'x')]);

    await store.write(kept('u1', 'p1', []));
    expect(backend.records.has('u1/p1')).toBe(false);
  });
});
