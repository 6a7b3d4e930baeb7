import { Menu } from '@base-ui/react/menu';
import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';

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
  const openingPress = useOpeningPress(openAtMount);
  return (
    <Menu.Root
      defaultOpen={openAtMount}
      onOpenChange={(open, details) => {
        if (!open && details.reason === 'outside-press' && openingPress(details.event)) details.cancel();
      }}
    >
      <Menu.Trigger render={trigger} />
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" sideOffset={sideOffset} align="end">
          <Menu.Popup className="menu">{children}</Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

/**
 * When the code lands during a press, the menu mounts open between the press's pointerdown and its
 * mousedown; that mousedown, its pointerdown's target swapped away, goes to the bar around the
 * trigger, and base-ui took it for a press outside and closed the menu at once (issue 36). A
 * mousedown with no pointerdown since the menu mounted is that press's, not a new one.
 */
function useOpeningPress(openAtMount: boolean): (event: Event) => boolean {
  const newPress = useRef(!openAtMount);
  useEffect(() => {
    if (newPress.current) return;
    const pressed = () => {
      newPress.current = true;
    };
    // capture, so a press is counted before base-ui's own outside-press listener sees it
    document.addEventListener('pointerdown', pressed, { capture: true, once: true });
    return () => document.removeEventListener('pointerdown', pressed, { capture: true });
  }, []);
  return (event) => event.type === 'mousedown' && !newPress.current;
}
