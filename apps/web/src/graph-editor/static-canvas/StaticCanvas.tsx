import '@xyflow/react/dist/base.css';
import '../graph-canvas.css';
import { type MouseEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { CANVAS_MAX_ZOOM, CANVAS_MIN_ZOOM } from '../../base/constants.js';
import type { XY } from '../../editor/index.js';
import { useEditor, useValue } from '../../editor-react/index.js';
import { CanvasControls } from '../canvas/CanvasControls.js';
import { isCanvasKey, isPlainTab } from '../canvas/canvas-keys.js';
import { EmptyHint } from '../canvas/EmptyHint.js';
import { gridKind, gridShown } from '../canvas/grid.js';
import { writeViewAttribute } from '../canvas/view-attribute.js';
import type { HeldGestures } from './held-gestures.js';
import { StaticGrid } from './StaticGrid.js';

interface Props {
  /** where the gestures made here wait for the live canvas */
  gestures: HeldGestures;
  /** the user acts on the frame: the live canvas's code is wanted now */
  onPress(): void;
}

/** xyflow's wrapper box, so that the grid and the controls sit where the live canvas puts them */
const FLOW_BOX = {
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  position: 'relative',
  zIndex: 0,
} as const;

/**
 * The canvas of the current level drawn without xyflow: its grid at the level's viewport, the zoom
 * buttons and what an empty level says. It is the first frame of an empty level, shown until the
 * live canvas's code has loaded (right after that frame); the live canvas then takes its place,
 * drawing the same pixels, and the gestures made meanwhile are sent to it (HeldGestures).
 */
export function StaticCanvas({ gestures, onPress }: Props) {
  const editor = useEditor();
  const viewport = useValue((e) => e.view.viewport());
  const preferences = useValue((e) => e.view.canvasPreferences());
  const levelId = useValue((e) => e.view.levelId());
  const readOnly = useValue((e) => e.readOnly);
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = container.current;
    if (el) writeViewAttribute(el, { width: el.clientWidth, height: el.clientHeight, ...viewport });
  }, [viewport]);

  // Tab over the canvas opens the tab menu there, as on the live canvas (FlowCanvas's key handler)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = container.current;
      if (!el || readOnly || !isPlainTab(event) || !isCanvasKey(event, el)) return;
      event.preventDefault();
      gestures.hold({ kind: 'key', key: 'Tab' });
      onPress();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [gestures, onPress, readOnly]);

  const clientOf = (event: MouseEvent): XY => ({ x: event.clientX, y: event.clientY });
  return (
    <div
      ref={container}
      className="gc-canvas"
      data-testid="graph-canvas"
      data-level={levelId}
      data-static-canvas=""
      onMouseMove={(event) => {
        const at = clientOf(event);
        gestures.pointerAt(at);
        // where a paste lands, as the live canvas reports it
        const box = event.currentTarget.getBoundingClientRect();
        editor.view.setPointer({
          x: (at.x - box.left - viewport.x) / viewport.zoom,
          y: (at.y - box.top - viewport.y) / viewport.zoom,
        });
      }}
      onPointerDown={onPress}
      onDoubleClick={(event) => {
        if (readOnly || (event.target as HTMLElement).closest('.react-flow__controls')) return;
        gestures.hold({ kind: 'pointer', type: 'dblclick', at: clientOf(event) });
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        gestures.hold({ kind: 'pointer', type: 'contextmenu', at: clientOf(event) });
        onPress();
      }}
    >
      <div className="react-flow light" style={FLOW_BOX}>
        {gridShown(preferences, viewport.zoom) ? (
          <StaticGrid viewport={viewport} gap={preferences.gridSize} kind={gridKind(preferences.gridType)} />
        ) : null}
        <CanvasControls
          onPress={(control) => {
            gestures.hold({ kind: 'control', control });
            onPress();
          }}
          zoomInDisabled={viewport.zoom >= CANVAS_MAX_ZOOM}
          zoomOutDisabled={viewport.zoom <= CANVAS_MIN_ZOOM}
        />
      </div>
      <EmptyHint />
    </div>
  );
}
