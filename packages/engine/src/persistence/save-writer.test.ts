import { describe, expect, it } from 'vitest';
import { manualClock } from '../history/manual-clock.js';
import { testProject } from '../project/test-registry.js';
import { bindSaveWriter } from './bind-save-writer.js';
import { type SaveStatus, SaveWriter } from './save-writer.js';
import type { UnorderedUpdate } from './unordered-updates.js';

const del = (nodeId: string): UnorderedUpdate => ({ type: 'deleteNode', nodeId });
/** lets the transport's promise callbacks run */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(outcomes: boolean[] = []) {
  const { clock, advance } = manualClock();
  const sent: UnorderedUpdate[][] = [];
  const logs: string[] = [];
  const statuses: SaveStatus[] = [];
  const writer = new SaveWriter({
    clock,
    random: () => 0.5,
    transport: async (updates) => {
      sent.push(updates);
      if (outcomes.shift() === false) throw new Error('offline');
    },
    logger: { warn: (m) => logs.push(`warn ${m}`), error: (m) => logs.push(`error ${m}`) },
  });
  writer.onStatusChange((s) => statuses.push(s));
  const tick = async (ms: number) => {
    advance(ms);
    await settle();
  };
  return { writer, sent, logs, statuses, tick };
}

describe('save writer (spec 1 §4 Save writer)', () => {
  it('goes to Saving on a new update and sends once after 1000 ms (throttle, trailing only)', async () => {
    const { writer, sent, tick } = setup();
    expect(writer.status).toBe('Idle');
    writer.push([del('node_a')]);
    expect(writer.status).toBe('Saving');
    await tick(500);
    writer.push([del('node_b')]);
    await tick(499);
    expect(sent).toHaveLength(0);
    await tick(1);
    expect(sent).toEqual([[del('node_a'), del('node_b')]]);
    expect(writer.status).toBe('Idle');
    expect(writer.pendingCount).toBe(0);
  });

  it('keeps the last update of the same node', async () => {
    const { writer, sent, tick } = setup();
    const node = { type: 'deleteNode', nodeId: 'node_a' } as const;
    writer.push([{ type: 'deleteNode', nodeId: 'node_b' }, node, node]);
    await tick(1000);
    expect(sent[0]).toHaveLength(2);
  });

  it('retries 3 times after at least 800 ms, then keeps the updates in ErrorSaving with the pending count logged', async () => {
    const { writer, sent, logs, statuses, tick } = setup([false, false, false, false]);
    writer.push([del('node_a')]);
    await tick(1000);
    expect(writer.status).toBe('RetryingSaving');
    await tick(799);
    expect(sent).toHaveLength(1);
    await tick(401); // 800 × 1.5 (randomised)
    expect(sent).toHaveLength(2);
    await tick(2400);
    await tick(4800);
    expect(sent).toHaveLength(4);
    expect(writer.status).toBe('ErrorSaving');
    expect(writer.pendingCount).toBe(1);
    expect(logs.filter((l) => l.startsWith('warn'))).toHaveLength(3);
    expect(logs.at(-1)).toContain('1 updates pending');
    expect(statuses).toEqual(['Saving', 'RetryingSaving', 'ErrorSaving']);
  });

  it('goes back to Saving after success when new updates were buffered meanwhile', async () => {
    const { writer, sent, tick } = setup([false, true, true]);
    writer.push([del('node_a')]);
    await tick(1000);
    writer.push([del('node_b')]);
    await tick(1200);
    expect(sent[1]).toEqual([del('node_a')]);
    expect(writer.status).toBe('Saving');
    await tick(1000);
    expect(sent[2]).toEqual([del('node_b')]);
    expect(writer.status).toBe('Idle');
  });

  it('saves again after ErrorSaving when a new update comes, failed updates first', async () => {
    const { writer, sent, tick } = setup([false, false, false, false, true]);
    writer.push([del('node_a')]);
    for (let i = 0; i < 4; i++) await tick(10_000);
    expect(writer.status).toBe('ErrorSaving');
    writer.push([del('node_b')]);
    expect(writer.status).toBe('Saving');
    await tick(1000);
    expect(sent.at(-1)).toEqual([del('node_a'), del('node_b')]);
    expect(writer.status).toBe('Idle');
  });

  it('ignores updates when Disabled (read-only) and flushes at once on demand', async () => {
    const { writer, sent } = setup();
    writer.push([del('node_a')]);
    await writer.flush();
    expect(sent).toHaveLength(1);
    writer.disable();
    writer.push([del('node_b')]);
    expect(writer.status).toBe('Disabled');
    expect(writer.pendingCount).toBe(0);
  });
});

describe('bindSaveWriter', () => {
  it("pushes each user action's diff to the writer", async () => {
    const { project, create } = testProject();
    const { writer, sent, tick } = setup();
    bindSaveWriter(project, writer);
    const id = create('number', 'fex');
    await tick(1000);
    expect(sent.at(-1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'saveNode', node: expect.objectContaining({ id }) }),
      ]),
    );
  });
});
