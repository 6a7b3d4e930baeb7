import { GraphCanvas } from '../../../graph-editor/GraphCanvas.js';
import { CanvasFileDrop } from './CanvasFileDrop.js';

/** The canvas fills what the bars leave of the page; a project file dropped on it is imported. */
export function CanvasArea() {
  return (
    <div className="workspace-canvas">
      <CanvasFileDrop>
        <GraphCanvas />
      </CanvasFileDrop>
    </div>
  );
}
