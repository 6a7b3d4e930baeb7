import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'snapshots',
  title: 'Project snapshots',
  specNames: ['project snapshot dialog'],
  group: 'Project',
  size: 'large',
  enabled: holdsProject,
  load: () => import('./SnapshotsDialog.js'),
});
