import { useLayout } from '../../layout/layout-store.js';
import { firstUseCode, useFirstUse } from '../../ui/first-use.js';

const menu = firstUseCode(() => import('./LayoutSwitcherMenu.js'));

/** The layout menu's code (base-ui): loaded when its button is first pointed at or focused, prefetched when idle. */
export const loadLayoutSwitcherMenu = menu.load;

/** Picks the layout: the three built-in ones and the user's saved ones; saves and edits layouts. */
export function LayoutSwitcher({ canSave }: { canSave: boolean }) {
  const chosen = useLayout((s) => s.chosen);
  return useFirstUse(
    menu,
    <button type="button" className="button button-small" aria-label={`Layout: ${chosen ?? 'custom'}`}>
      Layout{chosen ? `: ${chosen}` : ''}
    </button>,
    (module, trigger, openAtMount) => (
      <module.LayoutSwitcherMenu canSave={canSave} trigger={trigger} openAtMount={openAtMount} />
    ),
    { opens: true },
  );
}
