import { changeLayout } from '../../layout/layout-store.js';
import { closePanel } from '../../layout/operations.js';
import { firstUseCode, useFirstUse } from '../../ui/first-use.js';
import { usePanelTitle } from './use-panel-title.js';

const menu = firstUseCode(() => import('./PanelOptionsMenu.js'));

/** The panel options menu's code (base-ui): loaded when a ⋯ button is first pointed at or focused, prefetched when idle. */
export const loadPanelOptionsMenu = menu.load;

/** A panel's controls in its title bar or tab bar: its options menu (split, reorder, close) and close. */
export function PanelActions({ panelId }: { panelId: string }) {
  const title = usePanelTitle(panelId);
  const options = useFirstUse(
    menu,
    <button
      type="button"
      className="dock-action"
      aria-label={`${title} panel options`}
      title={`${title} panel options`}
    >
      ⋯
    </button>,
    (module, trigger, openAtMount) => (
      <module.PanelOptionsMenu panelId={panelId} trigger={trigger} openAtMount={openAtMount} />
    ),
    { opens: true },
  );
  return (
    <div className="dock-actions">
      {options}
      <button
        type="button"
        className="dock-action"
        aria-label={`Close ${title}`}
        title={`Close ${title}`}
        onClick={() => changeLayout((json) => closePanel(json, panelId))}
      >
        ×
      </button>
    </div>
  );
}
