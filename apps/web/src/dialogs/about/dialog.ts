import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'about',
  title: 'About Nodeloom',
  load: () => import('./AboutDialog.js'),
});
