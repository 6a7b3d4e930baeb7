import { useCallback, useRef, useState } from 'react';
import { HeldGestures } from '../../../graph-editor/static-canvas/held-gestures.js';
import { StaticCanvas } from '../../../graph-editor/static-canvas/StaticCanvas.js';
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
  const replay = useCallback(() => {
    if (root.current) gestures.replayInto(root.current);
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
