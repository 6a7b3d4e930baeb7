import { defineNode } from '../shared/define.js';

/**
 * Spec 2 §3 Special node types: "reference (holds a name path and outputIdentifier)".
 * Definition only: the engine resolves the path and outputs that node's output.
 */
export const reference = defineNode({
  definitionName: 'reference',
  description:
    "Outputs another node's output without a wire: the node is picked by its path (absolute from / or relative to this level) and the output by its identifier.",
  category: 'utility/data',
  keywords: ['reference', 'ref', 'link', 'path', 'alias'],
  parameters: [
    {
      name: 'path',
      label: 'Node path',
      dataType: 'string',
      defaultValue: '',
      required: true,
      widget: 'node_path_single',
      order: 0,
    },
    {
      name: 'outputIdentifier',
      label: 'Output identifier',
      dataType: 'string',
      defaultValue: '',
      required: true,
      widget: 'string',
      order: 1,
    },
  ],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'inferred' }],
});
