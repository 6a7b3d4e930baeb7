import { definePanel } from '../../panel-descriptor.js';

export const panel = definePanel({
  type: 'parameterEditor',
  title: 'Parameters',
  load: () => import('./ParameterEditor.js').then((module) => ({ default: module.ParameterEditor })),
});
