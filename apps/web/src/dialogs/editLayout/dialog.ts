import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'editLayout',
  title: 'Edit layouts',
  specNames: ['edit layout dialog'],
  group: 'Workspace',
  commandTitle: 'Edit saved layouts…',
  load: () => import('./EditLayoutDialog.js'),
});
