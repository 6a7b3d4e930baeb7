import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snapshots',
  title: 'Project snapshots',
  group: 'Project',
  size: 'large',
  enabled: holdsProject,
  load: () => import('./SnapshotsDialog.js'),
});
