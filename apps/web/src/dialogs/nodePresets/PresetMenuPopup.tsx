import { Menu } from '@base-ui/react/menu';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useEditor, useValue } from '../../editor-react/index.js';
import { presetsQuery } from '../../services/presets.js';
import { openDialog } from '../../state/dialogs.js';
import { toastsStore } from '../../state/toasts.js';
import { TriggerMenu } from '../../ui/TriggerMenu.js';
import { notDoneToast } from '../library/editor-write.js';
import { applyPreset } from './apply-preset.js';
import type { NodePresetsArgs } from './args.js';

/** The "Presets" menu (PresetMenu.tsx loads it on first use) on its trigger button. */
export function PresetMenuPopup({
  nodeId,
  trigger,
  openAtMount,
}: {
  nodeId: string;
  trigger: ReactElement;
  openAtMount: boolean;
}) {
  return (
    <TriggerMenu trigger={trigger} openAtMount={openAtMount}>
      <PresetItems nodeId={nodeId} />
    </TriggerMenu>
  );
}

/** The menu's items: mounted when the menu opens, so the presets are read only then. */
function PresetItems({ nodeId }: { nodeId: string }) {
  const editor = useEditor();
  const definitionName = useValue((e) => e.nodes.get(nodeId)?.definitionName);
  const presets = useQuery(presetsQuery());
  const mine = (presets.data ?? []).filter((preset) => preset.definitionName === definitionName);
  const args: NodePresetsArgs = { nodeId };
  return (
    <>
      {presets.isPending ? (
        <Menu.Item className="menu-item" disabled>
          Loading presets…
        </Menu.Item>
      ) : null}
      {mine.map((preset) => (
        <Menu.Item
          key={preset.id}
          className="menu-item"
          disabled={editor.readOnly}
          onClick={() => {
            const outcome = applyPreset(editor, nodeId, preset);
            if (!outcome.done)
              toastsStore.getState().show(notDoneToast(`Preset "${preset.name}" was not applied`, outcome));
          }}
        >
          Apply "{preset.name}"
        </Menu.Item>
      ))}
      {!presets.isPending && mine.length === 0 ? (
        <Menu.Item className="menu-item" disabled>
          No presets for {definitionName}
        </Menu.Item>
      ) : null}
      <Menu.Separator className="menu-separator" />
      <Menu.Item className="menu-item" onClick={() => openDialog('nodePresets', args)}>
        Save as preset…
      </Menu.Item>
      <Menu.Item className="menu-item" onClick={() => openDialog('nodePresets', {})}>
        Manage presets…
      </Menu.Item>
    </>
  );
}
