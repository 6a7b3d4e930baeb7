/** Args: `{ nodeId }` of the node whose params are saved or to which a preset is applied. */
export interface NodePresetsArgs {
  nodeId?: string;
}
