import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'parameterEditor',
  title: 'Parameters',
  load: () => import('./ParameterPanel.js').then((module) => ({ default: module.ParameterPanel })),
});
