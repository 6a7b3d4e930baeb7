import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'nodeGraph',
  title: 'Node graph',
  load: () => import('./NodeGraphPanel.js'),
});
