import { type GraphEvent, History, type Inverse, Project, seededRandom } from '@nodeloom/engine';
import { testRegistry } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import { EventSync } from './event-sync.js';
import { ProtocolLog } from './protocol-log.testing.js';

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A project over the engine's test registry, synced with `log`; deliveries only when pulled. */
function client(log: ProtocolLog, name: string, seed: number) {
  const project = new Project({ registry: testRegistry(), random: seededRandom(seed), now: () => 1 }).init();
  const history = new History(project);
  const sync = new EventSync(project);
  sync.attach(
    log.transport(name, (events) => sync.receive(events)),
    log.events.length,
  );
  const comment = (text: string) =>
    history.dispatch([{ eventType: 'commentChanged', nodeId: 'fex', comment: text }]);
  const shown = () => project.graph.getNode('fex')!.comment;
  return { project, history, sync, comment, shown };
}

describe('EventSync over a bare engine project', () => {
  it('commits own edits once as raw events and confirms them by the ack, never committing what the log brought', async () => {
    const log = new ProtocolLog();
    const a = client(log, 'a', 1);
    const b = client(log, 'b', 2);
    a.comment('from a');
    await settle();
    expect(log.events.map((e) => (e.rawEvent as GraphEvent & { comment: string }).comment)).toEqual([
      'from a',
    ]);
    expect(a.sync.unsentCount).toBe(0);
    expect(a.sync.lastCounter).toBe(1);
    b.sync.pull();
    await settle();
    expect(b.shown()).toBe('from a');
    expect(log.events).toHaveLength(1);
  });

  it('rebases an unconfirmed local edit on top of a remote one that the log placed first, and sends it after', async () => {
    const log = new ProtocolLog();
    const a = client(log, 'a', 1);
    const b = client(log, 'b', 2);
    a.comment('from a');
    await settle();
    // b edits before hearing of a's commit: its edit is applied here, then rebased over a's
    b.sync.detach();
    b.comment('from b');
    expect(b.shown()).toBe('from b');
    b.sync.receive(log.after(0));
    expect(b.shown()).toBe('from b');
    expect(b.sync.unconfirmedCount).toBe(1);
    // rejoined, b sends its edit, which the log keeps after a's: both end on b's comment
    b.sync.attach(
      log.transport('b', (events) => b.sync.receive(events)),
      0,
    );
    await settle();
    a.sync.pull();
    expect(log.events.map((e) => e.source.clientId)).toEqual(['a', 'b']);
    expect([a.shown(), b.shown()]).toEqual(['from b', 'from b']);
    expect(b.sync.unconfirmedCount).toBe(0);
  });

  it('adopts edits made on an older copy before it existed: they go after what the log brought since, and are committed once', async () => {
    const log = new ProtocolLog();
    const a = client(log, 'a', 1);
    a.comment('from a');
    await settle();
    // b opened a copy from before a's edit (counter 0) and edited before its sync existed
    const project = new Project({ registry: testRegistry(), random: seededRandom(2), now: () => 1 }).init();
    const history = new History(project);
    const early: { event: GraphEvent; inverse: Inverse }[] = [];
    const stop = project.onChange(({ events, inverses }) => {
      events.forEach((event, i) => {
        early.push({ event, inverse: inverses[i] ?? null });
      });
    });
    history.dispatch([{ eventType: 'commentChanged', nodeId: 'fex', comment: 'from b' }]);
    stop();
    const sync = new EventSync(project);
    sync.adopt(early);
    sync.adopt(early);
    expect(sync.unsentCount).toBe(1);
    sync.attach(
      log.transport('b', (events) => sync.receive(events)),
      0,
    );
    await settle();
    expect(project.graph.getNode('fex')!.comment).toBe('from b');
    a.sync.pull();
    await settle();
    expect(log.events.map((e) => e.source.clientId)).toEqual(['a', 'b']);
    expect(a.shown()).toBe('from b');
    expect(sync.unconfirmedCount).toBe(0);
    expect(sync.lastCounter).toBe(2);
  });
});
