// The live canvas's code (the GPU canvas: gpu/, its WebGL2 renderer, the accessible layer and the
// work layer) is a chunk of its own. A project with nodes loads it while its graph is fetched; an
// empty level's first frame is drawn without it (static-canvas/StaticCanvas.tsx), and it loads
// right after that frame. With debug_xyflowCanvas the xyflow canvas's chunk (the canvas before the
// GPU one) loads in its place; the GPU canvas falls back to it where WebGL2 cannot start.
import { debugFlag } from '../base/debugFlags.js';
import { firstUseCode, useLoadedCode } from '../ui/first-use.js';

const graphCanvas = firstUseCode(() =>
  debugFlag('xyflowCanvas') ? import('./GraphCanvas.js') : import('./gpu/GpuGraphCanvas.js'),
);

/** Loads the live canvas's code, once; later calls share the first, and a failed load is tried anew. */
export const loadGraphCanvas = graphCanvas.load;

/** The live canvas's code once it has loaded (re-renders then), else undefined. */
export function useGraphCanvasCode() {
  return useLoadedCode(graphCanvas);
}
