import { useCallback, useEffect, useState } from 'react';
import { useValue } from '../../../editor-react/index.js';
import { loadGraphCanvas, useGraphCanvasCode } from '../../../graph-editor/load-graph-canvas.js';
import { afterFirstCanvasFrame } from '../../canvas-first-frame.js';

const load = () =>
  loadGraphCanvas().catch((error: Error) => console.warn('The canvas did not load:', error.message));

/**
 * The live canvas's code for the canvas panel: there already when the project had nodes (the open
 * flow loads it with the graph), otherwise asked for right after the static first frame, at once
 * when the level gains nodes, or when the user acts on the frame (`loadNow`).
 */
export function useLiveCanvas() {
  const module = useGraphCanvasCode();
  const hasNodes = useValue((e) => e.view.levelNodeIds().length > 0);
  // each press asks again, so a load that failed (the network) is tried anew
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    if (module) return;
    if (hasNodes || presses > 0) {
      void load();
      return;
    }
    let live = true;
    void afterFirstCanvasFrame().then(() => {
      if (live) void load();
    });
    return () => {
      live = false;
    };
  }, [module, hasNodes, presses]);
  const loadNow = useCallback(() => setPresses((n) => n + 1), []);
  return { module, loadNow };
}
