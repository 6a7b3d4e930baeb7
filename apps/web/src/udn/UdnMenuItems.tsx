import { ContextMenu } from '@base-ui/react/context-menu';
import { useEditor, useValue } from '../editor-react/index.js';
import { udnActions } from './udn-actions.js';

/** The UDN entries of a node's context menu: pack a level, unpack or repack a UDN, edit or upgrade it. */
export function UdnMenuItems({ nodeId }: { nodeId: string }) {
  const editor = useEditor();
  const node = useValue((e) => e.getNode(nodeId));
  // re-rendered when read-only changes, which udnActions reads
  useValue((e) => e.readOnly);
  if (!node) return null;
  return (
    <>
      {udnActions(editor, node).map((action) => (
        <ContextMenu.Item key={action.label} className="gc-menu-item" onClick={action.run}>
          {action.label}
        </ContextMenu.Item>
      ))}
    </>
  );
}
