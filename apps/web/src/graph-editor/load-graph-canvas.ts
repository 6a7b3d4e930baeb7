// The live canvas's code (xyflow with d3, the node views, the wires, the overview) is a chunk of
// its own. A project with nodes loads it while its graph is fetched; an empty level's first frame
// is drawn without it (static-canvas/StaticCanvas.tsx), and it loads right after that frame.
import { firstUseCode, useLoadedCode } from '../ui/first-use.js';

const graphCanvas = firstUseCode(() => import('./GraphCanvas.js'));

/** Loads the live canvas's code, once; later calls share the first, and a failed load is tried anew. */
export const loadGraphCanvas = graphCanvas.load;

/** The live canvas's code once it has loaded (re-renders then), else undefined. */
export function useGraphCanvasCode() {
  return useLoadedCode(graphCanvas);
}
