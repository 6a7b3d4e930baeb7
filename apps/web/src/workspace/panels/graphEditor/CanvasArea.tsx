import { useCallback, useEffect, useRef, useState } from 'react';
import { HeldGestures } from '../../../graph-editor/static-canvas/held-gestures.js';
import { StaticCanvas } from '../../../graph-editor/static-canvas/StaticCanvas.js';
import { canvasPainted } from '../../canvas-first-frame.js';
import { CanvasFileDrop } from './CanvasFileDrop.js';
import { useLiveCanvas } from './use-live-canvas.js';

/**
 * The canvas fills what the bars leave of the page; a project file dropped on it is imported.
 * Until the live canvas's code is there (an empty level's first frame) the static canvas stands
 * in, and what the user did on it is done again on the live one once it is ready.
 */
export function CanvasArea() {
  const root = useRef<HTMLDivElement>(null);
  const [gestures] = useState(() => new HeldGestures());
  const { module, loadNow } = useLiveCanvas();
  // what waits for the first frame (the dock, the session, first-use code) waits for the frame the
  // user sees first: the static one while the live canvas's code is not there, else the live
  // canvas once it is ready (the GPU canvas's nodes come after its renderer starts, which can take
  // longer than a frame)
  const staticFirst = useRef(!module).current;
  useEffect(() => {
    if (!staticFirst) return;
    // a timer set in a frame's callback runs after that frame has painted
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(canvasPainted);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [staticFirst]);
  const replay = useCallback(() => {
    if (root.current) gestures.replayInto(root.current);
    canvasPainted();
  }, [gestures]);
  return (
    <div ref={root} className="workspace-canvas">
      <CanvasFileDrop>
        {module ? (
          <module.GraphCanvas onReady={replay} />
        ) : (
          <StaticCanvas gestures={gestures} onPress={loadNow} />
        )}
      </CanvasFileDrop>
    </div>
  );
}
