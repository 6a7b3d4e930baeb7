import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'teams',
  title: 'Teams',
  commandTitle: 'Manage teams…',
  size: 'large',
  load: () => import('./TeamsDialog.js'),
});
