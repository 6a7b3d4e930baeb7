import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'teamMembers',
  title: 'Team members',
  size: 'large',
  load: () => import('./TeamMembersDialog.js'),
});
