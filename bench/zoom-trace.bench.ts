// `npm run bench -- zoom-trace`: where the slow frames of zooming go. The editor bench's Alt + wheel
// from 100% to the fit zoom and back (crossing full ↔ plate ↔ overview) at 1,000 and 5,000 nodes,
// traced and profiled (bench/editor/trace.ts). `TRACE_NODES=1000` traces one size only.
import { zoomToFitAndBack } from './editor/gestures.js';
import { traceGestures } from './editor/trace.js';

export default async function zoomTraceBench(): Promise<void> {
  for (const count of (process.env.TRACE_NODES ?? '1000,5000').split(',').map(Number)) {
    await traceGestures('zoom-trace', count, () => [
      {
        label: '100% ↔ fit',
        prepare: async () => {},
        run: (page) => zoomToFitAndBack(page),
      },
    ]);
  }
}
