import { defineDialog } from '../dialog-descriptor.js';

/** Args: `{ pickFor: nodeId }` when opened from an importAsset node, whose params a chosen asset fills. */
export interface AssetManagerArgs {
  pickFor?: string;
}

export const dialog = defineDialog({
  id: 'assetManager',
  title: 'Asset manager',
  group: 'Library',
  commandTitle: 'Open asset manager',
  size: 'large',
  load: () => import('./AssetManagerDialog.js'),
});
