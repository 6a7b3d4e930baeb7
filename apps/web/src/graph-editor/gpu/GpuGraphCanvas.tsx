import '../graph-canvas.css';
import './gpu-canvas.css';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { CanvasUiContext, createCanvasUi } from '../canvas/canvas-ui.js';
import { AccessibleNodes } from './AccessibleNodes.js';
import { bindCanvasInput } from './canvas-input.js';
import { canvasSource } from './editor-source.js';
import { GpuCanvas } from './gpu-canvas.js';
import { GpuKeyboard } from './keys/GpuKeyboard.js';
import { GpuOverlays } from './overlays/GpuOverlays.js';
import { GridAttribute } from './overlays/GridAttribute.js';
import { WorkLayerContext } from './work-layer/NodeWork.js';
import { useWorkLayer } from './work-layer/WorkLayer.js';

/** The xyflow canvas, for a browser where WebGL2 cannot start (loaded only then). */
const XyflowCanvas = lazy(() => import('../GraphCanvas.js').then((m) => ({ default: m.GraphCanvas })));

/**
 * The GPU canvas (issue 34): the editor's level drawn by WebGL2 (gl/), gestures on the editor's
 * tools, an accessible layer of node elements, and the DOM work layer (menus, name fields, DOM
 * bodies: work-layer/). Exported as `GraphCanvas`, the same shape as the xyflow canvas's chunk, so
 * the workspace loads either; where WebGL2 cannot start, the level is drawn by the xyflow canvas.
 */
export function GraphCanvas({ onReady }: { onReady?: () => void }) {
  const editor = useEditor();
  const source = useMemo(() => canvasSource(editor), [editor]);
  const host = useRef<HTMLDivElement>(null);
  const [canvas, setCanvas] = useState<GpuCanvas | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;
  // the canvas's view state (rename, comment, tab menu), as the xyflow canvas keeps it
  const ui = useMemo(() => createCanvasUi(), []);
  const work = useWorkLayer(editor, canvas, ui);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let live = true;
    let made: GpuCanvas | null = null;
    let unbind = () => {};
    GpuCanvas.create(el, source).then(
      (created) => {
        if (!live) return created.destroy();
        made = created;
        unbind = bindCanvasInput(created);
        setCanvas(created);
      },
      (error: Error) => {
        console.warn('The GPU canvas could not start, the xyflow canvas draws instead:', error.message);
        if (live) setFailure(error.message);
      },
    );
    return () => {
      live = false;
      unbind();
      made?.destroy();
    };
  }, [source]);
  // ready once the render that holds the canvas is in: its handlers (work layer, keys, controls)
  // are bound then, and gestures held on the static frame are sent to them
  useEffect(() => {
    if (canvas) ready.current?.();
  }, [canvas]);
  if (failure)
    return (
      <Suspense fallback={null}>
        <XyflowCanvas onReady={onReady} />
      </Suspense>
    );
  return (
    <CanvasUiContext.Provider value={ui}>
      <WorkLayerContext.Provider value={work.bodies}>
        <div
          ref={host}
          className="gc-canvas gc-gpu-canvas"
          data-testid="graph-canvas"
          data-renderer="gpu"
          // F6 lands here (data-panel-entry); the keyboard then goes on to a node
          data-panel-entry
          tabIndex={-1}
          role="group"
          aria-label="Graph canvas"
          {...work.handlers}
        >
          <GridAttribute host={host} />
          {canvas ? <AccessibleNodes canvas={canvas} /> : null}
          {canvas ? <GpuOverlays canvas={canvas} /> : null}
          {canvas ? <GpuKeyboard canvas={canvas} /> : null}
          {work.menus}
        </div>
      </WorkLayerContext.Provider>
    </CanvasUiContext.Provider>
  );
}
