/** Args: the node and node-path param the picked node's path is written to. */
export interface NodePickerArgs {
  nodeId: string;
  paramId: string;
}
