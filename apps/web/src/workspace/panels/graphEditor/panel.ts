import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'graphEditor',
  title: 'Graph editor',
  load: () => import('./GraphEditorPanel.js'),
});
