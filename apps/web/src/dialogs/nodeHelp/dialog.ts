import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'nodeHelp',
  title: 'Node help',
  group: 'Node',
  shortcuts: ['f1'],
  size: 'large',
  load: () => import('./NodeHelpDialog.js'),
});
