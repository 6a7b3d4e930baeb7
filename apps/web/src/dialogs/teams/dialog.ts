import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'teams',
  title: 'Teams',
  specNames: ['team editor'],
  group: 'Project',
  commandTitle: 'Manage teams…',
  size: 'large',
  load: () => import('./TeamsDialog.js'),
});
