import { defineDialog } from '../dialog-descriptor.js';

export const dialog = defineDialog({
  id: 'nodePresets',
  title: 'Node presets',
  specNames: ['node preset editor'],
  group: 'Library',
  commandTitle: 'Open node preset editor',
  size: 'large',
  load: () => import('./NodePresetsDialog.js'),
});
