import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'componentPreviewer',
  title: 'Component previewer',
  load: () => import('./ComponentPreviewerPanel.js'),
});
