import { Tooltip } from '@base-ui/react/tooltip';
import type { ReactElement } from 'react';

/** base-ui's tooltip around the trigger element (ui/Tip.tsx loads it on first use). */
export function TipPopup({ label, children }: { label: string; children: ReactElement }) {
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
