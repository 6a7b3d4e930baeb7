import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'about',
  title: 'About Nodeloom',
  group: 'Workspace',
  load: () => import('./AboutDialog.js'),
});
