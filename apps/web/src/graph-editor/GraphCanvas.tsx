import '@xyflow/react/dist/base.css';
import './graph-canvas.css';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { CanvasUiContext, createCanvasUi } from './canvas/canvas-ui.js';
import { FlowCanvas } from './canvas/FlowCanvas.js';
import { PresenceLayer } from './presence/PresenceLayer.js';

/**
 * The graph canvas of the workspace: the current level of the editor of the surrounding
 * EditorProvider, drawn with xyflow in controlled mode. It has no graph state of its own: every
 * gesture becomes an editor call. `onReady` is called once the level's viewport is in place.
 */
export function GraphCanvas({ onReady }: { onReady?: () => void }) {
  const [ui] = useState(createCanvasUi);
  return (
    <ReactFlowProvider>
      <CanvasUiContext.Provider value={ui}>
        <FlowCanvas onReady={onReady} />
        <PresenceLayer />
      </CanvasUiContext.Provider>
    </ReactFlowProvider>
  );
}
