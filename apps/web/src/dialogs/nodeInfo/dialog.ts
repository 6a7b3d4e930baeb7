import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'nodeInfo',
  title: 'Node info',
  specNames: ['node info viewer'],
  group: 'Node',
  shortcuts: ['mod+i'],
  enabled: ({ editor }) => editor.selection.ids().size > 0,
  load: () => import('./NodeInfoDialog.js'),
});
