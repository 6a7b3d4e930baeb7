import { CanvasArea } from './CanvasArea.js';

/**
 * The graph canvas as a dock panel; it reads the editor itself, so it takes nothing from the layout.
 * Its first frame (CanvasArea) is what the workspace's other loads wait for.
 */
export default function GraphEditorPanel() {
  return <CanvasArea />;
}
