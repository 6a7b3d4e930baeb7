// `npm run bench -- pan-trace`: where the slow frames of panning at a readable zoom go. A 5,000-node
// level centred at 60% and at 100%, then the editor bench's 2.4 s pan, traced and profiled
// (bench/editor/trace.ts).
import { centreAt } from './editor/gestures.js';
import { panFrames } from './editor/measure.js';
import { traceGestures } from './editor/trace.js';

export default async function panTraceBench(): Promise<void> {
  await traceGestures('pan-trace', 5000, () =>
    [0.6, 1].map((zoom) => ({
      label: `panning at ${zoom * 100}%`,
      prepare: (page) => centreAt(page, zoom),
      run: (page) => panFrames(page),
    })),
  );
}
