import { ContextMenu } from '@base-ui/react/context-menu';
import { LEVEL_DEFINITION } from '@nodeloom/engine';
import { useEditor, useValue } from '../editor-react/index.js';
import { openDialog } from '../state/dialogs.js';

/** The UDN entries of a node's context menu: pack a level, unpack or repack a UDN, edit or upgrade it. */
export function UdnMenuItems({ nodeId }: { nodeId: string }) {
  const editor = useEditor();
  const node = useValue((e) => e.getNode(nodeId));
  const readOnly = useValue((e) => e.readOnly);
  if (!node || readOnly) return null;
  const item = (label: string, run: () => void) => (
    <ContextMenu.Item className="gc-menu-item" onClick={run}>
      {label}
    </ContextMenu.Item>
  );
  if (!node.udnId) {
    return node.definitionName === LEVEL_DEFINITION
      ? item('Pack into UDN…', () => openDialog('udnCreator', { nodeId }))
      : null;
  }
  return node.unpacked ? (
    <>
      {item('Save as new UDN version…', () => openDialog('udnEditor', { nodeId }))}
      {item('Repack UDN', () => editor.repackUdn(nodeId))}
    </>
  ) : (
    <>
      {item('Unpack UDN', () => editor.unpackUdn(nodeId))}
      {item('Change UDN version…', () => openDialog('udnUpgrade', { nodeId }))}
    </>
  );
}
