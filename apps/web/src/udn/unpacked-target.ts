import type { EditorApi, SelectionApi } from '../editor/index.js';

/** The unpacked UDN node the UDN editor saves: the given or selected one, else the one whose insides are open. */
export function unpackedUdnTarget(
  editor: Pick<EditorApi, 'getNode' | 'levelPath'> & { readonly selection: Pick<SelectionApi, 'ids'> },
  nodeId: string | undefined,
): string | undefined {
  const isUnpacked = (id: string | undefined) => {
    const node = id ? editor.getNode(id) : undefined;
    return node?.udnId !== undefined && node.unpacked === true;
  };
  if (nodeId) return isUnpacked(nodeId) ? nodeId : undefined;
  const selected = [...editor.selection.ids()].find(isUnpacked);
  if (selected) return selected;
  // inside an unpacked UDN (or deeper): the innermost one on the level path
  return editor
    .levelPath()
    .map((crumb) => crumb.id)
    .reverse()
    .find(isUnpacked);
}
