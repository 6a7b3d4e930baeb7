/** Args: `{ pickFor: nodeId }` when opened from an importAsset node, whose params a chosen asset fills. */
export interface AssetManagerArgs {
  pickFor?: string;
}
