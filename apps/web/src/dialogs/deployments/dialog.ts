import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'deployments',
  title: 'Deployments and domains',
  commandTitle: 'Open deployment and domain manager',
  size: 'large',
  load: () => import('./DeploymentsDialog.js'),
});
