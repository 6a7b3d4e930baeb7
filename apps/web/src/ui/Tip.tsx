import type { ReactElement } from 'react';
import { firstUseCode, type TriggerProps, useFirstUse } from './first-use.js';

const tooltip = firstUseCode(() => import('./TipPopup.js'));

/** The tooltip's code (base-ui): loaded when a tip's trigger is first pointed at or focused, prefetched when idle. */
export const loadTip = tooltip.load;

/**
 * A tooltip on hover and keyboard focus. The child is the trigger element itself (its own
 * aria-label names it; the tooltip only repeats it for sighted pointer users).
 */
export function Tip({ label, children }: { label: string; children: ReactElement<TriggerProps> }) {
  return useFirstUse(
    tooltip,
    children,
    (module, trigger) => <module.TipPopup label={label}>{trigger}</module.TipPopup>,
    { opens: false },
  );
}
