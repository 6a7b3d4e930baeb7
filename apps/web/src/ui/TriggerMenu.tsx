import { Menu } from '@base-ui/react/menu';
import type { ReactElement, ReactNode } from 'react';

/**
 * A menu on a first-use trigger (first-use.tsx): base-ui's root, trigger, portal, positioner and
 * popup as every such menu has them. `openAtMount`: a press or click came while its code loaded.
 */
export function TriggerMenu({
  trigger,
  openAtMount,
  sideOffset = 6,
  children,
}: {
  trigger: ReactElement;
  openAtMount: boolean;
  sideOffset?: number;
  children: ReactNode;
}) {
  return (
    <Menu.Root defaultOpen={openAtMount}>
      <Menu.Trigger render={trigger} />
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" sideOffset={sideOffset} align="end">
          <Menu.Popup className="menu">{children}</Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
