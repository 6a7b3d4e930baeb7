import { defineDialog } from '../dialog-descriptor.js';

/** Spec 1 §2's parameter manager: the custom params of the selected node. */
export const dialog = defineDialog({
  id: 'parameterManager',
  title: 'Parameter manager',
  group: 'Node',
  commandTitle: 'Open parameter manager',
  size: 'large',
  enabled: ({ editor }) => editor.selection.ids().size === 1,
  load: () => import('./ParameterManagerDialog.js'),
});
