// xyflow's stylesheet alone (no script): the zoom buttons' panel sits and looks as on the other canvases
import '@xyflow/react/dist/base.css';
import './overlays.css';
import { EmptyHint } from '../../canvas/EmptyHint.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { FloatingControls } from './FloatingControls.js';
import { GpuControls } from './GpuControls.js';
import { GpuMinimap } from './GpuMinimap.js';
import { GpuPresence } from './GpuPresence.js';
import { GpuReferences } from './GpuReferences.js';
import { OverviewNote } from './OverviewNote.js';

/**
 * What the GPU canvas shows over its drawing, as the xyflow canvas does: references between nodes,
 * collaborators, the zoom buttons, the minimap, the empty level's hint, and the overview's name. Layers in flow
 * coordinates move by a transform when the view moves; none of them renders during a pan. (The
 * level's announcement and landing are the keyboard's: keys/GpuKeyboard.tsx.)
 */
export function GpuOverlays({ canvas }: { canvas: GpuCanvas }) {
  return (
    <>
      <OverviewNote canvas={canvas} />
      <GpuReferences canvas={canvas} />
      <GpuPresence canvas={canvas} />
      <FloatingControls>
        <GpuMinimap canvas={canvas} />
        <GpuControls canvas={canvas} />
      </FloatingControls>
      <EmptyHint />
    </>
  );
}
