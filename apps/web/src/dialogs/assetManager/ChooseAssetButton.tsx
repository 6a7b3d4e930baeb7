import { openDialog } from '../../state/dialogs.js';
import type { AssetManagerArgs } from './args.js';

export { IMPORT_ASSET_DEFINITION } from './fill-import-asset.js';

/** An importAsset node's picker: opens the asset manager, whose 'Use' fills the node's params. */
export function ChooseAssetButton({ nodeId }: { nodeId: string }) {
  const args: AssetManagerArgs = { pickFor: nodeId };
  return (
    <button
      type="button"
      className="button button-small button-primary"
      title="Pick or upload the asset this node imports"
      onClick={() => openDialog('assetManager', args)}
    >
      Choose asset…
    </button>
  );
}
