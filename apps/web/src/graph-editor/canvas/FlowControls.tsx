import { useReactFlow, useStore } from '@xyflow/react';
import type { ViewportController } from '../../editor/index.js';
import { type CanvasControl, CanvasControls } from './CanvasControls.js';

/** The zoom buttons on the live canvas: xyflow zooms by its step; fitting frames the whole level. */
export function FlowControls({ controller }: { controller: ViewportController }) {
  const rf = useReactFlow();
  const atMax = useStore((s) => s.transform[2] >= s.maxZoom);
  const atMin = useStore((s) => s.transform[2] <= s.minZoom);
  const press = (control: CanvasControl) => {
    if (control === 'zoomIn') void rf.zoomIn();
    else if (control === 'zoomOut') void rf.zoomOut();
    else controller.zoomToFit();
  };
  return <CanvasControls onPress={press} zoomInDisabled={atMax} zoomOutDisabled={atMin} />;
}
