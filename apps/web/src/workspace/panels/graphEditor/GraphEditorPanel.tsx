import { CanvasArea } from './CanvasArea.js';

/** The graph canvas as a dock panel; it reads the editor itself, so it takes nothing from the layout. */
export default function GraphEditorPanel() {
  return <CanvasArea />;
}
