import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'assetManager',
  title: 'Asset manager',
  group: 'Library',
  commandTitle: 'Open asset manager',
  size: 'large',
  load: () => import('./AssetManagerDialog.js'),
});
