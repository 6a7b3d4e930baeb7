import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'udnEditor',
  title: 'UDN editor',
  commandTitle: 'Save unpacked UDN as a new version',
  inMenu: false,
  enabled: ({ editor }) => !editor.readOnly && editor.selection().size > 0,
  load: () => import('./UdnEditorDialog.js'),
});
