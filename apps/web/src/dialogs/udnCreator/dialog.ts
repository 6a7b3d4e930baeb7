import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnCreator',
  title: 'UDN creator',
  group: 'Library',
  commandTitle: 'Pack level into a UDN',
  enabled: ({ editor }) => !editor.readOnly,
  load: () => import('./UdnCreatorDialog.js'),
});
