import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnManager',
  title: 'UDN manager',
  group: 'Library',
  commandTitle: 'Open UDN manager',
  size: 'large',
  load: () => import('./UdnManagerDialog.js'),
});
