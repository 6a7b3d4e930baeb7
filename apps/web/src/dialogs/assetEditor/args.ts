/** Args: `{ assetId }` from the asset manager's 'Edit…'; without it the dialog first asks which asset. */
export interface AssetEditorArgs {
  assetId?: string;
}
