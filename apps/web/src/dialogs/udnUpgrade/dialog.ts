import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnUpgrade',
  title: 'Change UDN version',
  group: 'Library',
  commandTitle: 'Upgrade UDN node',
  inMenu: false,
  enabled: ({ editor }) => !editor.readOnly && editor.selection.ids().size > 0,
  load: () => import('./UdnUpgradeDialog.js'),
});
