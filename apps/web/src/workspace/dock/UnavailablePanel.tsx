import { PANEL_TITLES } from '../../layout/built-in-layouts.js';
import type { PanelType } from '../panel-descriptor.js';

/** A layout names a panel type this build does not have (yet): said plainly, the rest works on. */
export function UnavailablePanel({ type }: { type: string }) {
  const title = PANEL_TITLES[type as PanelType] ?? type;
  return (
    <div className="dock-panel-state" role="note">
      <p className="dock-panel-state-title">{title} is not available</p>
      <p className="muted">
        This version of Nodeloom has no {title.toLowerCase()} panel yet. Close it or keep it for later.
      </p>
    </div>
  );
}
