// `npm run bench -- collab-log-growth`: events a minute of one user dragging nodes continuously adds to
// the project's log, before and after gestures commit their net change once (issue 22 §4). The
// editor (its Translating gesture, snapped to the grid) and the web client's EventSync run as in the
// browser; the pointer moves at 60 Hz, each drag lasts 1.5 s, then the next node is taken.
import { MAX_EVENTS_PER_COMMIT } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { EventSync } from '@nodeloom/sync';
import { editorFixture, settle } from '@nodeloom/web/testing';

const POINTER_HZ = 60;
const DRAG_SECONDS = 1.5;
const MINUTE_SECONDS = 60;
const NODES = 5;

/** Events committed for a minute of dragging; `netGestures` wires the editor's gestures to the sync. */
async function eventsPerMinute(netGestures: boolean): Promise<number> {
  const { editor } = editorFixture({ seed: 7 });
  const sync = new EventSync(editor.project);
  let committed = 0;
  let counter = 0;
  sync.attach(
    {
      commit: async (events: GraphEvent[]) => {
        if (events.length > MAX_EVENTS_PER_COMMIT) throw new Error('commit too large');
        committed += events.length;
        return { ok: true as const, counters: events.map(() => ++counter) };
      },
      pull: () => {},
    },
    0,
  );
  const ids = Array.from(
    { length: NODES },
    (_, i) => editor.nodes.create('stringLength', { x: i * 300, y: 0 })!,
  );
  await settle();
  committed = 0;
  if (netGestures)
    editor.collaboration.join((host) => {
      host.subscribeGesture((active) => (active ? sync.beginGesture() : sync.endGesture()));
      return { start() {}, stop() {} };
    });
  const steps = Math.round(POINTER_HZ * DRAG_SECONDS);
  const drags = Math.round(MINUTE_SECONDS / DRAG_SECONDS);
  for (let d = 0; d < drags; d++) {
    const drag = editor.tools.translate([ids[d % NODES]!]);
    // a hand's path: across and back, 3 px a frame, so the grid snaps it every few frames
    for (let step = 1; step <= steps; step++) {
      drag.update({ dx: step * 3, dy: Math.round(Math.sin(step / 10) * 40) });
      await settle();
    }
    drag.end();
    await settle();
  }
  sync.dispose();
  editor.dispose();
  return committed;
}

export default async function collabLogGrowth(): Promise<void> {
  const before = await eventsPerMinute(false);
  const after = await eventsPerMinute(true);
  console.log(
    `one user dragging for a minute (${POINTER_HZ} Hz pointer, ${DRAG_SECONDS} s drags, 20 px grid):`,
  );
  console.log(`  every snapped step committed (before): ${before} events stored per minute`);
  console.log(`  net change at the gesture's end (after): ${after} events stored per minute`);
}
