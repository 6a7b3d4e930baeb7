import { defineDialog } from '../dialog-descriptor.js';

/** Args: `{ assetId }` from the asset manager's 'Edit…'; without it the dialog first asks which asset. */
export interface AssetEditorArgs {
  assetId?: string;
}

export const dialog = defineDialog({
  id: 'assetEditor',
  title: 'Asset editor',
  group: 'Library',
  commandTitle: 'Open asset editor',
  size: 'large',
  load: () => import('./AssetEditorDialog.js'),
});
