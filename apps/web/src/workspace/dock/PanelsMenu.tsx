import { firstUseCode, useFirstUse } from '../../ui/first-use.js';

const menu = firstUseCode(() => import('./PanelsMenuPopup.js'));

/** The Panels menu's code (base-ui): loaded when its button is first pointed at or focused, prefetched when idle. */
export const loadPanelsMenu = menu.load;

/** Every panel type of spec 1 §2: a closed one reopens (next to the focused panel), an open one is focused. */
export function PanelsMenu() {
  return useFirstUse(
    menu,
    <button type="button" className="button button-small" aria-label="Panels">
      Panels
    </button>,
    (module, trigger, openAtMount) => <module.PanelsMenuPopup trigger={trigger} openAtMount={openAtMount} />,
    { opens: true },
  );
}
