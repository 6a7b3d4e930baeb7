import { firstUseCode, useFirstUse } from '../../ui/first-use.js';

const menu = firstUseCode(() => import('./PresetMenuPopup.js'));

/** The Presets menu's code (base-ui): loaded when its button is first pointed at or focused, prefetched when idle. */
export const loadPresetMenu = menu.load;

/**
 * The parameter editor's "Presets" menu for one node: apply a preset of its definition (one undo
 * step), save its params as a new one, or open the node preset editor.
 */
export function PresetMenu({ nodeId }: { nodeId: string }) {
  return useFirstUse(
    menu,
    <button type="button" className="button button-small" title="Apply or save parameter presets">
      Presets
    </button>,
    (module, trigger, openAtMount) => (
      <module.PresetMenuPopup nodeId={nodeId} trigger={trigger} openAtMount={openAtMount} />
    ),
    { opens: true },
  );
}
