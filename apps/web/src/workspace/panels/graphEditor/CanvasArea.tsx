import { GraphCanvas } from '../../../graph-editor/GraphCanvas.js';

/** The canvas fills what the bars leave of the page. */
export function CanvasArea() {
  return (
    <div className="workspace-canvas">
      <GraphCanvas />
    </div>
  );
}
