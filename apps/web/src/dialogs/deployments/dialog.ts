import { defineDialog, holdsProject } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'deployments',
  title: 'Deployments and domains',
  group: 'Project',
  commandTitle: 'Open deployment and domain manager',
  size: 'large',
  enabled: holdsProject,
  load: () => import('./DeploymentsDialog.js'),
});
