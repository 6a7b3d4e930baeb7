import type { GraphEvent } from '@nodeloom/engine';
import { EventSync, PROVISIONAL_MS } from '@nodeloom/sync';
import { ProtocolLog } from '@nodeloom/sync/testing';
import { describe, expect, it } from 'vitest';
import { editorFixture, settle } from '../editor/testing/editor-fixture.js';

/** An editor whose EventSync talks to `log`; pulls are answered only when `answerPulls` is on. */
function client(log: ProtocolLog, name: string, seed: number) {
  const fixture = editorFixture({ seed });
  // what the offline store would keep
  const unsent: GraphEvent[] = [];
  const sync = new EventSync(fixture.editor.project, {
    onUnsent: (events) => unsent.splice(0, unsent.length, ...events),
  });
  const state = { answerPulls: true };
  const transport = log.transport(name, (events) => {
    if (state.answerPulls) sync.receive(events);
  });
  sync.attach(transport, log.events.length);
  // what a collaboration session does with the host the editor hands it
  fixture.editor.collaboration.join((host) => {
    host.subscribeGesture((active) => (active ? sync.beginGesture() : sync.endGesture()));
    return { start() {}, stop() {} };
  });
  return { ...fixture, sync, transport, state, unsent, graph: () => fixture.editor.project.graph.toGraph() };
}

/** Both clients start on one graph: a node made by `a` and delivered to `b`. */
async function twoClientsOnOneNode() {
  const log = new ProtocolLog();
  const a = client(log, 'a', 1);
  const b = client(log, 'b', 2);
  const nodeId = a.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
  await settle();
  a.sync.pull();
  b.sync.pull();
  expect(b.editor.nodes.get(nodeId)).toBeDefined();
  return { log, a, b, nodeId };
}

describe('EventSync: committing', () => {
  it('commits own edits as raw events once, and never commits events that came from the log', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    expect(log.events).toHaveLength(1);
    expect(log.events[0]!.rawEvent).toMatchObject({ eventType: 'nodeCreated', nodeId });
    b.sync.retry();
    await settle();
    expect(log.events).toHaveLength(1);
    expect(a.sync.unconfirmedCount).toBe(0);
    expect(b.sync.unconfirmedCount).toBe(0);
    expect(b.graph()).toEqual(a.graph());
  });

  it('keeps events until acknowledged and re-sends them after a reconnect, stored once by eventId', async () => {
    const { log, a, nodeId } = await twoClientsOnOneNode();
    a.sync.detach();
    a.editor.nodes.rename(nodeId, 'offline');
    await settle();
    expect(log.events).toHaveLength(1);
    expect(a.sync.unsentCount).toBe(1);
    log.loseNextAck = true;
    a.sync.attach(a.transport, 0);
    await settle();
    // stored, but the ack never came: the next connection sends it again
    expect(log.events).toHaveLength(2);
    expect(a.sync.unsentCount).toBe(1);
    a.sync.detach();
    a.sync.attach(a.transport, 0);
    await settle();
    expect(log.events.map((e) => e.rawEvent.eventType)).toEqual(['nodeCreated', 'nodeRenamed']);
    expect(a.sync.unsentCount).toBe(0);
    a.sync.pull();
    expect(a.sync.unconfirmedCount).toBe(0);
    expect(a.sync.lastCounter).toBe(2);
  });

  it('tries a refused commit again after a growing pause, not on every tick', async () => {
    const fixture = editorFixture();
    let now = 0;
    const sync = new EventSync(fixture.editor.project, { now: () => now });
    const commits: number[] = [];
    const refuse = async () => {
      commits.push(now);
      return { ok: false as const, message: 'This project is read-only for you' };
    };
    sync.attach({ commit: refuse, pull: () => {} }, 0);
    fixture.editor.nodes.create('stringLength', { x: 0, y: 0 });
    await settle();
    for (const at of [500, 999, 1000, 2000, 2999, 3000]) {
      now = at;
      sync.retry();
      await settle();
    }
    expect(commits).toEqual([0, 1000, 3000]);
    expect(sync.unsentCount).toBe(1);
  });

  it('starts a first session at the head it is given, and keeps its place when it rejoins', () => {
    const log = new ProtocolLog();
    const fixture = editorFixture();
    const sync = new EventSync(fixture.editor.project);
    const pulls: number[] = [];
    const transport = {
      commit: async () => ({ ok: true as const, counters: [] }),
      pull: (c: number) => pulls.push(c),
    };
    sync.attach(transport, 41);
    sync.detach();
    sync.attach(transport, 99);
    expect(pulls).toEqual([41, 41]);
    expect(log.events).toEqual([]);
  });
});

describe('EventSync: ordering and rebase', () => {
  it('applies events in counter order: an early one waits, and a gap is pulled', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    b.state.answerPulls = false;
    a.editor.nodes.rename(nodeId, 'first');
    a.editor.nodes.rename(nodeId, 'second');
    await settle();
    const [, first, second] = log.events;
    b.sync.receive([second!]);
    expect(b.editor.nodes.get(nodeId)!.name).not.toBe('second');
    expect(b.sync.lastCounter).toBe(1);
    b.sync.receive([first!, second!, first!]);
    expect(b.editor.nodes.get(nodeId)!.name).toBe('second');
    expect(b.sync.lastCounter).toBe(3);
  });

  it('two edits of one node at once end identical, in the order the log gave them', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    a.state.answerPulls = false;
    b.state.answerPulls = false;
    a.editor.nodes.rename(nodeId, 'fromA');
    await settle();
    b.editor.nodes.rename(nodeId, 'fromB');
    await settle();
    a.editor.nodes.setComment(nodeId, 'comment A');
    await settle();
    // both committed while neither had heard the other: a's rename is 2, b's 3, a's comment 4
    expect(log.events.map((e) => e.source.clientId)).toEqual(['a', 'a', 'b', 'a']);
    // the rename's ack confirmed it (counter 2); the comment (4) waits for b's rename (3)
    expect(a.sync.unconfirmedCount).toBe(1);
    a.state.answerPulls = true;
    b.state.answerPulls = true;
    a.sync.pull();
    b.sync.pull();
    expect(a.graph()).toEqual(b.graph());
    expect(a.editor.nodes.get(nodeId)).toMatchObject({ name: 'fromB', comment: 'comment A' });
    expect(a.sync.unconfirmedCount + b.sync.unconfirmedCount).toBe(0);
  });

  it('re-applies pending local events on top of remote ones, dropping those that no longer apply', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    const other = a.editor.nodes.create('stringTrim', { x: 300, y: 0 })!;
    await settle();
    b.sync.pull();
    // b's pending events: a rename of the node a deletes meanwhile, and a comment on another
    b.sync.detach();
    b.editor.nodes.rename(nodeId, 'doomed');
    b.editor.nodes.setComment(other, 'kept');
    a.editor.nodes.delete([nodeId]);
    await settle();
    a.sync.pull();
    b.sync.receive(log.after(b.sync.lastCounter));
    expect(b.editor.nodes.get(nodeId)).toBeUndefined();
    expect(b.editor.nodes.get(other)!.comment).toBe('kept');
    expect(b.sync.unconfirmedCount).toBe(1);
    b.sync.attach(b.transport, 0);
    await settle();
    a.sync.pull();
    expect(log.events.map((e) => e.rawEvent.eventType)).toEqual([
      'nodeCreated',
      'nodeCreated',
      'nodeDeleted',
      'commentChanged',
    ]);
    expect(a.graph()).toEqual(b.graph());
  });

  it('undo takes back only the own edit, not a collaborator’s made after it', async () => {
    const { a, b, nodeId } = await twoClientsOnOneNode();
    const other = b.editor.nodes.create('stringTrim', { x: 300, y: 0 })!;
    await settle();
    a.sync.pull();
    a.editor.nodes.setComment(nodeId, 'by a');
    await settle();
    b.sync.pull();
    b.editor.nodes.setComment(other, 'by b');
    b.editor.nodes.rename(nodeId, 'renamed by b');
    await settle();
    a.sync.pull();
    a.editor.history.undo();
    await settle();
    a.sync.pull();
    b.sync.pull();
    expect(a.graph()).toEqual(b.graph());
    expect(a.editor.nodes.get(nodeId)).toMatchObject({ comment: '', name: 'renamed by b' });
    expect(a.editor.nodes.get(other)!.comment).toBe('by b');
    expect(b.editor.history.canUndo()).toBe(true);
  });
});

describe('EventSync: other windows', () => {
  it('applies another window’s events at once and not again when the log confirms them', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    const copies: GraphEvent[][] = [];
    const broadcasting = new EventSync(a.editor.project, { onLocalEvents: (events) => copies.push(events) });
    broadcasting.attach({ commit: async () => ({ ok: false, message: 'another sync' }), pull: () => {} }, 0);
    b.state.answerPulls = false;
    a.editor.nodes.setComment(nodeId, 'from the other window');
    await settle();
    b.sync.receiveFromWindow(copies[0]!);
    expect(b.editor.nodes.get(nodeId)!.comment).toBe('from the other window');
    b.state.answerPulls = true;
    b.sync.pull();
    expect(b.sync.unconfirmedCount).toBe(0);
    expect(b.graph()).toEqual(a.graph());
    expect(log.events).toHaveLength(2);
    broadcasting.dispose();
  });

  it('takes back another window’s events that the log never brings (that window closed first)', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    let now = 0;
    const watching = editorFixture({ seed: 3 });
    const sync = new EventSync(watching.editor.project, { now: () => now });
    sync.attach(
      log.transport('c', (events) => sync.receive(events)),
      0,
    );
    const copies: GraphEvent[][] = [];
    const window = new EventSync(a.editor.project, { onLocalEvents: (events) => copies.push(events) });
    a.sync.detach();
    a.editor.nodes.rename(nodeId, 'never committed');
    await settle();
    sync.receiveFromWindow(copies[0]!);
    expect(watching.editor.nodes.get(nodeId)!.name).toBe('never committed');
    now = PROVISIONAL_MS - 1;
    sync.expireProvisional();
    expect(watching.editor.nodes.get(nodeId)!.name).toBe('never committed');
    now = PROVISIONAL_MS;
    sync.expireProvisional();
    expect(watching.editor.nodes.get(nodeId)!.name).toBe(b.editor.nodes.get(nodeId)!.name);
    expect(sync.unconfirmedCount).toBe(0);
    window.dispose();
    sync.dispose();
  });
});

describe('EventSync: the ack, gestures and edits a closed tab left', () => {
  it('confirms own events by the counters of the ack, without waiting for their echo', async () => {
    const log = new ProtocolLog();
    const a = client(log, 'a', 1);
    a.state.answerPulls = false;
    const nodeId = a.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    a.editor.nodes.rename(nodeId, 'named');
    await settle();
    expect(log.events).toHaveLength(2);
    expect(a.sync.lastCounter).toBe(2);
    expect(a.sync.unconfirmedCount).toBe(0);
    expect(a.sync.saveState).toBe('stored');
  });

  it('sends a drag as its net change once it ends: one position event per node, undone to where it began', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    const before = log.events.length;
    const drag = a.editor.tools.translate([nodeId]);
    for (let step = 1; step <= 12; step++) drag.update({ dx: step * 20, dy: step * 10 });
    await settle();
    expect(log.events).toHaveLength(before);
    expect(a.sync.saveState).toBe('sending');
    drag.end();
    await settle();
    const sent = log.events.slice(before).map((e) => e.rawEvent);
    expect(sent).toEqual([
      expect.objectContaining({ eventType: 'nodePositionChanged', nodeId, position: { x: 240, y: 120 } }),
    ]);
    b.sync.pull();
    expect(b.graph()).toEqual(a.graph());
    // what undoes the net change is the position before the drag
    a.editor.history.undo();
    await settle();
    b.sync.pull();
    expect(b.editor.nodes.get(nodeId)!.position).toEqual({ x: 0, y: 0 });
    expect(b.graph()).toEqual(a.graph());
  });

  it('a cancelled drag sends one event that leaves the node where it was', async () => {
    const { log, a, b, nodeId } = await twoClientsOnOneNode();
    const before = log.events.length;
    const drag = a.editor.tools.translate([nodeId]);
    drag.update({ dx: 200, dy: 0 });
    drag.update({ dx: 400, dy: 0 });
    a.editor.tools.cancel();
    await settle();
    expect(log.events.length - before).toBeLessThanOrEqual(1);
    b.sync.pull();
    expect(b.editor.nodes.get(nodeId)!.position).toEqual({ x: 0, y: 0 });
    expect(b.graph()).toEqual(a.graph());
  });

  it("restores a closed tab's unsent edits: applied here, committed once, none applied twice", async () => {
    const { log, a, nodeId } = await twoClientsOnOneNode();
    // a tab at the log's head that went offline, renamed the node and created another, then closed
    const gone = editorFixture({ seed: 3, graph: a.editor.project.graph.toGraph() });
    const goneUnsent: GraphEvent[] = [];
    const goneSync = new EventSync(gone.editor.project, {
      onUnsent: (events) => goneUnsent.splice(0, goneUnsent.length, ...events),
    });
    goneSync.attach(
      log.transport('gone', () => {}),
      log.events.length,
    );
    goneSync.detach();
    gone.editor.nodes.rename(nodeId, 'offline');
    const created = gone.editor.nodes.create('stringTrim', { x: 200, y: 0 })!;
    await settle();
    expect(goneSync.unsentCount).toBe(2);
    const leftOver = [...goneUnsent];
    expect(leftOver.map((e) => e.eventType)).toEqual(['nodeRenamed', 'nodeCreated']);
    // a new tab opens the project at the log's head and takes them over
    const fresh = editorFixture({ seed: 4, graph: a.editor.project.graph.toGraph() });
    const unsent: GraphEvent[] = [];
    const sync = new EventSync(fresh.editor.project, {
      onUnsent: (events) => unsent.splice(0, unsent.length, ...events),
    });
    sync.attach(
      log.transport('fresh', (events) => sync.receive(events)),
      log.events.length,
    );
    sync.restore(leftOver);
    expect(fresh.editor.nodes.get(nodeId)!.name).toBe('offline');
    expect(fresh.editor.nodes.get(created)).toBeDefined();
    await settle();
    expect(log.events.slice(-2).map((e) => e.rawEvent.eventType)).toEqual(['nodeRenamed', 'nodeCreated']);
    expect(unsent).toEqual([]);
    // restoring them again (another tab had kept them too): stored once, not applied twice
    const count = log.events.length;
    sync.restore(leftOver);
    await settle();
    sync.pull();
    expect(log.events).toHaveLength(count);
    expect(sync.unconfirmedCount).toBe(0);
    a.sync.pull();
    expect(fresh.editor.project.graph.toGraph()).toEqual(a.graph());
  });
});
