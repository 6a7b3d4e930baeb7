import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnGroupEdit',
  title: 'Edit group',
  specNames: ['edit group dialog'],
  group: 'Library',
  commandTitle: 'Edit UDN version group',
  load: () => import('./UdnGroupEditDialog.js'),
});
