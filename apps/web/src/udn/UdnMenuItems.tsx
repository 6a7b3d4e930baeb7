import { ContextMenu } from '@base-ui/react/context-menu';
import type { UdnUpdateStrategy } from '@nodeloom/engine';
import { UDN_UPDATE_STRATEGIES } from '../editor/index.js';
import { useEditor, useValue } from '../editor-react/index.js';
import { udnActions } from './udn-actions.js';

/**
 * The UDN entries of a node's context menu: pack a level, unpack or repack a UDN, edit or upgrade
 * it, and for a packed UDN node how it follows new versions (manual, or automatically to the newest).
 */
export function UdnMenuItems({ nodeId }: { nodeId: string }) {
  const editor = useEditor();
  const node = useValue((e) => e.nodes.get(nodeId));
  // re-rendered when read-only changes, which udnActions reads
  const readOnly = useValue((e) => e.readOnly);
  if (!node) return null;
  const strategy: UdnUpdateStrategy = node.udnUpdateStrategy ?? 'manual';
  return (
    <>
      {udnActions(editor, node).map((action) => (
        <ContextMenu.Item key={action.label} className="gc-menu-item" onClick={action.run}>
          {action.label}
        </ContextMenu.Item>
      ))}
      {node.udnId && !node.unpacked ? (
        <ContextMenu.RadioGroup
          aria-label="UDN updates"
          value={strategy}
          onValueChange={(value) => editor.udns.setUpdateStrategy([nodeId], value as UdnUpdateStrategy)}
        >
          {UDN_UPDATE_STRATEGIES.map((option) => (
            <ContextMenu.RadioItem
              key={option.value}
              value={option.value}
              className="gc-menu-item"
              disabled={readOnly}
              closeOnClick
            >
              <ContextMenu.RadioItemIndicator className="gc-menu-check" keepMounted>
                {strategy === option.value ? '●' : ''}
              </ContextMenu.RadioItemIndicator>
              {option.label}
            </ContextMenu.RadioItem>
          ))}
        </ContextMenu.RadioGroup>
      ) : null}
    </>
  );
}
