import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'teamMembers',
  title: 'Team members',
  group: 'Project',
  size: 'large',
  load: () => import('./TeamMembersDialog.js'),
});
