import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'nodeInfo',
  title: 'Node info',
  group: 'Node',
  shortcuts: ['mod+i'],
  enabled: ({ editor }) => editor.selection().size > 0,
  load: () => import('./NodeInfoDialog.js'),
});
