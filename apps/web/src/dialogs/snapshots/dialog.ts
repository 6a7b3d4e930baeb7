import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snapshots',
  title: 'Project snapshots',
  size: 'large',
  enabled: holdsProject,
  load: () => import('./SnapshotsDialog.js'),
});
