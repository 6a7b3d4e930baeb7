import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'saveLayout',
  title: 'Save layout',
  specNames: ['save layout dialog'],
  group: 'Workspace',
  commandTitle: 'Save layout…',
  load: () => import('./SaveLayoutDialog.js'),
});
