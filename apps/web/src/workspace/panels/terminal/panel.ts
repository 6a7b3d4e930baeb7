import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'terminal',
  title: 'Terminal',
  load: () => import('./TerminalPanel.js'),
});
