import { Tooltip } from '@base-ui/react/tooltip';
import type { ReactElement } from 'react';

/**
 * A tooltip on hover and keyboard focus. The child is the trigger element itself (its own
 * aria-label names it; the tooltip only repeats it for sighted pointer users).
 */
export function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger render={children} delay={400} />
      <Tooltip.Portal>
        <Tooltip.Positioner sideOffset={6}>
          <Tooltip.Popup className="tooltip">{label}</Tooltip.Popup>
        </Tooltip.Positioner>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
