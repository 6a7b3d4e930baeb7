import type { EditorApi, ParamFieldEdit } from '../../editor/index.js';
import { type Asset, absoluteUrl } from '../../services/assets.js';
import { outcomeOf, type WriteOutcome } from '../library/editor-write.js';

/** The definition whose params an asset fills. */
export const IMPORT_ASSET_DEFINITION = 'importAsset';

/**
 * Fills an importAsset node's params (url, thumbnailUrl, name, fileId) from an asset as literals,
 * in one undo step. Not done when the node is not an importAsset node, the project is read-only or
 * the editor refused (its refusal comes back unshown).
 */
export function fillImportAssetNode(editor: EditorApi, nodeId: string, asset: Asset): WriteOutcome {
  if (editor.nodes.get(nodeId)?.definitionName !== IMPORT_ASSET_DEFINITION) return { done: false };
  const values: Record<string, string> = {
    url: absoluteUrl(asset.url),
    thumbnailUrl: absoluteUrl(asset.thumbnailUrl),
    name: asset.name,
    fileId: asset.fileId,
  };
  const edits: ParamFieldEdit[] = Object.entries(values).flatMap(([param, value]) => [
    { nodeId, param, field: 'value', value },
    { nodeId, param, field: 'evalType', value: 'literal' },
  ]);
  return outcomeOf(editor.params.setFields(edits));
}
