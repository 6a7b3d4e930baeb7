import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { assetsQuery } from '../../services/assets.js';
import { openDialog } from '../../state/dialogs.js';
import { AssetThumb } from '../assetManager/AssetThumb.js';
import { formatSize } from '../assetManager/asset-format.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { LibraryChooser } from '../snippetManager/LibraryChooser.js';
import { AssetDetails } from './AssetDetails.js';
import type { AssetEditorArgs } from './dialog.js';
import '../snippetManager/library.css';
import '../assetManager/asset-manager.css';
import './asset-editor.css';

/**
 * The asset editor: one asset in full (see AssetDetails). Opened with `{ assetId }` from the asset
 * manager; from the palette it first lists the user's assets to choose one.
 */
export default function AssetEditorDialog({ ctx, args, close }: DialogProps) {
  const given = (args as AssetEditorArgs | undefined)?.assetId;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const assets = useQuery(assetsQuery());
  const id = given ?? chosen;
  if (id === undefined) {
    return (
      <LibraryChooser
        query={assets}
        noun="assets"
        empty={
          <>
            No assets yet. Upload images or other files in the asset manager to edit them here.
            <span className="lib-empty-action">
              <button type="button" className="button" onClick={() => openDialog('assetManager')}>
                Open asset manager
              </button>
            </span>
          </>
        }
        searchText={(asset) => `${asset.name} ${asset.contentType ?? ''}`}
        onChoose={(asset) => setChosen(asset.id)}
        renderItem={(asset) => (
          <>
            <AssetThumb asset={asset} />
            <span className="lib-row-text">
              <span className="lib-row-name">{asset.name}</span>
              <span className="muted lib-row-meta">
                {asset.contentType ?? 'unknown type'} · {formatSize(asset.size)}
              </span>
            </span>
            <span className="lib-row-go" aria-hidden="true">
              Edit →
            </span>
          </>
        )}
      />
    );
  }
  const asset = assets.data?.find((a) => a.id === id);
  const back = given === undefined ? () => setChosen(undefined) : undefined;
  return (
    <div className="lib-dialog">
      {back ? (
        <button type="button" className="button button-small button-ghost lib-back" onClick={back}>
          ← All assets
        </button>
      ) : null}
      {assets.isPending ? (
        <p className="muted" role="status">
          Loading the asset…
        </p>
      ) : assets.isError ? (
        <p className="form-error" role="alert">
          Could not load the asset: {assets.error.message}
        </p>
      ) : asset ? (
        <AssetDetails ctx={ctx} asset={asset} onDeleted={back ?? close} />
      ) : (
        <p className="muted lib-empty">This asset no longer exists.</p>
      )}
    </div>
  );
}
