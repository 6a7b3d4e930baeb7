import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'assetEditor',
  title: 'Asset editor',
  group: 'Library',
  commandTitle: 'Open asset editor',
  size: 'large',
  load: () => import('./AssetEditorDialog.js'),
});
