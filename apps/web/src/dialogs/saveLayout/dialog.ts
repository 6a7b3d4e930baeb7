import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'saveLayout',
  title: 'Save layout',
  group: 'Workspace',
  commandTitle: 'Save layout…',
  load: () => import('./SaveLayoutDialog.js'),
});
