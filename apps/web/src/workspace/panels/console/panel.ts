import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'console',
  title: 'Console',
  load: () => import('./ConsolePanel.js'),
});
