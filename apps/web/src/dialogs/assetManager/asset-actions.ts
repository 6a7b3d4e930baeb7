import { type Asset, absoluteUrl } from '../../services/assets.js';
import { failureToast } from '../../ui/list-states.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { notDoneToast } from '../library/editor-write.js';
import { fillImportAssetNode } from './fill-import-asset.js';

/** Copies the asset's absolute URL and says so (or why not). */
export function copyAssetUrl(ctx: DialogContext, asset: Asset): Promise<void> {
  const url = absoluteUrl(asset.url);
  return ctx.clipboard.writeText(url).then(
    () => ctx.notify({ kind: 'success', title: 'URL copied', description: url }),
    (error) => ctx.notify(failureToast('The URL was not copied')(error)),
  );
}

/** Fills an importAsset node from the asset and says so; false (with a warning) when it could not. */
export function applyAssetToNode(ctx: DialogContext, nodeId: string, asset: Asset): boolean {
  const outcome = fillImportAssetNode(ctx.editor, nodeId, asset);
  if (!outcome.done) {
    ctx.notify(notDoneToast('The asset was not set', outcome, 'The node is gone or read-only.'));
    return false;
  }
  const name = ctx.editor.nodes.get(nodeId)?.name ?? 'The node';
  ctx.notify({ kind: 'success', title: `${name} uses "${asset.name}"` });
  return true;
}
