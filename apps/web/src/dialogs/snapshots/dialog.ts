import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snapshots',
  title: 'Project snapshots',
  size: 'large',
  load: () => import('./SnapshotsDialog.js'),
});
