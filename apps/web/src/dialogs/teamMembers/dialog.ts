import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'teamMembers',
  title: 'Team members',
  specNames: ['team member editor'],
  group: 'Project',
  size: 'large',
  load: () => import('./TeamMembersDialog.js'),
});
