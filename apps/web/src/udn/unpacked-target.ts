import type { NodesApi, SelectionApi, ViewApi } from '../editor/index.js';

/** The unpacked UDN node the UDN editor saves: the given or selected one, else the one whose insides are open. */
export function unpackedUdnTarget(
  editor: {
    readonly nodes: Pick<NodesApi, 'get'>;
    readonly selection: Pick<SelectionApi, 'ids'>;
    readonly view: Pick<ViewApi, 'levelPath'>;
  },
  nodeId: string | undefined,
): string | undefined {
  const isUnpacked = (id: string | undefined) => {
    const node = id ? editor.nodes.get(id) : undefined;
    return node?.udnId !== undefined && node.unpacked === true;
  };
  if (nodeId) return isUnpacked(nodeId) ? nodeId : undefined;
  const selected = [...editor.selection.ids()].find(isUnpacked);
  if (selected) return selected;
  // inside an unpacked UDN (or deeper): the innermost one on the level path
  return editor.view
    .levelPath()
    .map((crumb) => crumb.id)
    .reverse()
    .find(isUnpacked);
}
