import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'preferences',
  title: 'Preferences',
  specNames: ['preference editor'],
  group: 'Workspace',
  commandTitle: 'Open preferences',
  shortcuts: ['mod+,'],
  load: () => import('./PreferencesDialog.js'),
});
