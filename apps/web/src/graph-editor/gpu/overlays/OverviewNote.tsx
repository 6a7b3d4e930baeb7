import { useCallback, useSyncExternalStore } from 'react';
import { overviewLabel } from '../../overview/overview-label.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { useSceneVersion } from './use-canvas-view.js';

/** The detail the canvas draws at, from its data-detail (written once the view has moved and the detail followed). */
function useDetail(host: HTMLElement): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      const observer = new MutationObserver(listener);
      observer.observe(host, { attributes: true, attributeFilter: ['data-detail'] });
      return () => observer.disconnect();
    },
    [host],
  );
  return useSyncExternalStore(subscribe, () => host.dataset.detail);
}

/**
 * While the GPU canvas draws its level as the overview (no node elements in the accessible layer's
 * place), an image over the canvas says so and what the level holds, as the xyflow canvas's
 * overview layer does (data-testid="canvas-overview", data-drawn once painted). It takes no input.
 */
export function OverviewNote({ canvas }: { canvas: GpuCanvas }) {
  const overview = useDetail(canvas.host) === 'overview';
  useSceneVersion(canvas);
  if (!overview) return null;
  return (
    <div
      className="gc-gpu-overview-note"
      data-testid="canvas-overview"
      data-drawn="true"
      role="img"
      aria-label={overviewLabel(canvas.scene.nodes.size)}
    />
  );
}
