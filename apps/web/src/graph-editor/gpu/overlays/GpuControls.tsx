import { type CanvasControl, CanvasControls } from '../../canvas/CanvasControls.js';
import { MAX_ZOOM, MIN_ZOOM } from '../../overview/detail-level.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { useViewValue } from './use-canvas-view.js';
import { zoomStep } from './zoom-step.js';

/**
 * The zoom buttons on the GPU canvas: the same element as on the xyflow canvas and the static
 * first frame; a step zooms about the centre, fitting frames the whole level (the canvas's
 * viewport controller). Each press is a view the user placed: reported to the editor.
 */
export function GpuControls({ canvas }: { canvas: GpuCanvas }) {
  const atMax = useViewValue(canvas, (view) => view.zoom >= MAX_ZOOM);
  const atMin = useViewValue(canvas, (view) => view.zoom <= MIN_ZOOM);
  const press = (control: CanvasControl) => {
    if (control === 'fitView') canvas.source.viewportController()?.zoomToFit();
    else canvas.setView(zoomStep(canvas.view(), canvas.size(), control === 'zoomIn' ? 'in' : 'out'), true);
  };
  return <CanvasControls onPress={press} zoomInDisabled={atMax} zoomOutDisabled={atMin} />;
}
