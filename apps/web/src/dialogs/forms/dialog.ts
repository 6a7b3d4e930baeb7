import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'forms',
  title: 'Forms',
  group: 'Project',
  commandTitle: 'Open forms editor',
  size: 'full',
  load: () => import('./FormsDialog.js'),
});
