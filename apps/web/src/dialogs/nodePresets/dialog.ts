import { defineDialog } from '../dialog-descriptor.js';

/** Args: `{ nodeId }` of the node whose params are saved or to which a preset is applied. */
export interface NodePresetsArgs {
  nodeId?: string;
}

export const dialog = defineDialog({
  id: 'nodePresets',
  title: 'Node presets',
  specNames: ['node preset editor'],
  group: 'Library',
  commandTitle: 'Open node preset editor',
  size: 'large',
  load: () => import('./NodePresetsDialog.js'),
});
