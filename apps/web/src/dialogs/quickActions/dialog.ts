import { defineDialog } from '../dialog-descriptor.js';

/** Spec 1 §2's node quick actions: what can be done with the selection, typed and run from one list. */
export const dialog = defineDialog({
  id: 'quickActions',
  title: 'Node quick actions',
  shortcuts: ['mod+.'],
  group: 'Node',
  load: () => import('./QuickActionsDialog.js'),
});
