import { useQuery } from '@tanstack/react-query';
import { assetsQuery } from '../../services/assets.js';
import { openDialog } from '../../state/dialogs.js';
import { AssetThumb } from '../assetManager/AssetThumb.js';
import { assetMeta } from '../assetManager/asset-format.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { LibraryItemEditor } from '../snippetManager/LibraryItemEditor.js';
import { AssetDetails } from './AssetDetails.js';
import type { AssetEditorArgs } from './args.js';
import '../snippetManager/library.css';
import '../assetManager/asset-manager.css';
import './asset-editor.css';

/**
 * The asset editor: one asset in full (see AssetDetails). Opened with `{ assetId }` from the asset
 * manager; from the palette it first lists the user's assets to choose one.
 */
export default function AssetEditorDialog({ ctx, args, close }: DialogProps) {
  const assets = useQuery(assetsQuery());
  return (
    <LibraryItemEditor
      query={assets}
      givenId={(args as AssetEditorArgs | undefined)?.assetId}
      noun={{ one: 'asset', many: 'assets' }}
      close={close}
      chooser={{
        empty: (
          <>
            No assets yet. Upload images or other files in the asset manager to edit them here.
            <span className="lib-empty-action">
              <button type="button" className="button" onClick={() => openDialog('assetManager')}>
                Open asset manager
              </button>
            </span>
          </>
        ),
        searchText: (asset) => `${asset.name} ${asset.contentType ?? ''}`,
        thumb: (asset) => <AssetThumb asset={asset} />,
        meta: (asset) => assetMeta(asset),
      }}
      details={(asset, onDeleted) => <AssetDetails ctx={ctx} asset={asset} onDeleted={onDeleted} />}
    />
  );
}
