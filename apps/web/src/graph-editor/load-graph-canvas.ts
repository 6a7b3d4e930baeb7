// The live canvas's code (xyflow with d3, the node views, the wires, the overview) is a chunk of
// its own. A project with nodes loads it while its graph is fetched; an empty level's first frame
// is drawn without it (static-canvas/StaticCanvas.tsx), and it loads right after that frame.
// With debug_gpuCanvas the GPU canvas's chunk (gpu/, PixiJS) loads in its place: it is built
// beside the xyflow canvas until it passes the whole suite, so only the flag brings its bytes.
import { debugFlag } from '../base/debugFlags.js';
import { firstUseCode, useLoadedCode } from '../ui/first-use.js';

const graphCanvas = firstUseCode(() =>
  debugFlag('gpuCanvas') ? import('./gpu/GpuGraphCanvas.js') : import('./GraphCanvas.js'),
);

/** Loads the live canvas's code, once; later calls share the first, and a failed load is tried anew. */
export const loadGraphCanvas = graphCanvas.load;

/** The live canvas's code once it has loaded (re-renders then), else undefined. */
export function useGraphCanvasCode() {
  return useLoadedCode(graphCanvas);
}
