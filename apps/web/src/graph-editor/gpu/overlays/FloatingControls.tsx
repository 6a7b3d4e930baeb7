import type { ReactNode } from 'react';
import { FLOATING_ATTRIBUTE } from './floating.js';

/**
 * Holds the controls that float over the GPU canvas (zoom buttons, minimap): a press or a wheel on
 * them is theirs, not the canvas's (floating.ts; gpu/canvas-input.ts asks). It adds no box.
 */
export function FloatingControls({ children }: { children: ReactNode }) {
  return (
    <div className="gc-gpu-floating" {...{ [FLOATING_ATTRIBUTE]: '' }}>
      {children}
    </div>
  );
}
