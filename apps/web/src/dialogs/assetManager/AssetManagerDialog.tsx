import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newAssetPorts } from '../../assets/app-uploads.js';
import { useValue } from '../../editor-react/index.js';
import { assetsQuery } from '../../services/assets.js';
import { openDialog } from '../../state/dialogs.js';
import type { AssetEditorArgs } from '../assetEditor/args.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { LibraryList } from '../library/LibraryRow.js';
import { AssetRow } from './AssetRow.js';
import type { AssetManagerArgs } from './args.js';
import { applyAssetToNode, copyAssetUrl } from './asset-actions.js';
import { DropZone } from './DropZone.js';
import { startUpload } from './start-upload.js';
import { UploadList } from './UploadList.js';
import '../snippetManager/library.css';
import './asset-manager.css';

/**
 * The asset manager: upload several files (picker or drop) with a progress bar each, and the list
 * with thumbnails; copy an asset's URL, or open it in the asset editor (rename, replace, delete).
 * Opened from an importAsset node, 'Use' fills that node's params.
 */
export default function AssetManagerDialog({ ctx, args, close }: DialogProps) {
  const pickFor = (args as AssetManagerArgs | undefined)?.pickFor;
  const pickNode = useValue((e) => (pickFor ? e.nodes.get(pickFor) : undefined));
  const queries = useQueryClient();
  const assets = useQuery(assetsQuery());
  const edit = (assetId: string) => {
    const editorArgs: AssetEditorArgs = { assetId };
    openDialog('assetEditor', editorArgs);
  };
  return (
    <div className="lib-dialog">
      {pickNode ? (
        <p className="asset-picking" role="status">
          Choose the asset for <strong>{pickNode.name}</strong>
        </p>
      ) : null}
      <DropZone onFiles={(files) => startUpload(queries, newAssetPorts, files)} />
      <UploadList />
      <LibraryList
        query={assets}
        noun="assets"
        empty="No assets yet. Upload images or other files to use them in nodes."
      >
        {(asset) => (
          <AssetRow
            key={asset.id}
            asset={asset}
            picking={pickNode !== undefined && !ctx.editor.readOnly}
            onUse={() => {
              if (pickFor && applyAssetToNode(ctx, pickFor, asset)) close();
            }}
            onCopyUrl={() => void copyAssetUrl(ctx, asset)}
            onEdit={() => edit(asset.id)}
          />
        )}
      </LibraryList>
    </div>
  );
}
