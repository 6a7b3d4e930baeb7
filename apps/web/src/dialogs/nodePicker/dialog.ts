import { defineDialog } from '../dialog-descriptor.js';

/**
 * Spec 1 §2's node picker: choose an existing node of the project from a tree of its levels. From
 * a node-path param's 'Pick node…' it writes the path; from the palette it goes to the node.
 */
export const dialog = defineDialog({
  id: 'nodePicker',
  title: 'Node picker',
  commandTitle: 'Pick a node',
  group: 'Find',
  size: 'large',
  load: () => import('./NodePickerDialog.js'),
});
