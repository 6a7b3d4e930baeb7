import { useEffect } from 'react';
import { canvasPainted } from '../../canvas-first-frame.js';
import { CanvasArea } from './CanvasArea.js';

/** The graph canvas as a dock panel; it reads the editor itself, so it takes nothing from the layout. */
export default function GraphEditorPanel() {
  // a timer set in a frame's callback runs after that frame has painted
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(canvasPainted);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return <CanvasArea />;
}
