import { definePanel } from '../../panel-descriptor.js';

// The canvas is in every built-in layout: its code starts loading with the workspace, not when first shown.
const module = import('./GraphEditorPanel.js');

export const panel = definePanel({
  type: 'graphEditor',
  title: 'Graph editor',
  load: () => module,
});
