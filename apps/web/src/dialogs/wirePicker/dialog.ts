import { defineDialog } from '../dialog-descriptor.js';
import { wirePickerNodeId } from './args.js';

/**
 * Wiring without dragging (WCAG 2.2 SC 2.5.7, docs/accessibility.md): W on the node the keyboard
 * is on chooses one of its sockets, finds a compatible socket by name and wires it; the same
 * dialog removes and reorders the socket's wires.
 */
export const dialog = defineDialog({
  id: 'wirePicker',
  title: 'Wire picker',
  commandTitle: 'Wire the focused node…',
  specNames: ['connect', 'wire', 'connection'],
  shortcuts: ['w'],
  group: 'Node',
  enabled: ({ editor }) => !editor.readOnly && wirePickerNodeId(editor) !== undefined,
  load: () => import('./WirePickerDialog.js'),
});
