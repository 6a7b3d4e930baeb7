import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { replacePorts } from '../../assets/app-uploads.js';
import { useValue } from '../../editor-react/index.js';
import { type Asset, absoluteUrl, assetKeys, deleteAsset } from '../../services/assets.js';
import { dialogsStore } from '../../state/dialogs.js';
import { applyAssetToNode, copyAssetUrl } from '../assetManager/asset-actions.js';
import { assetImage, assetKind, formatSize } from '../assetManager/asset-format.js';
import { IMPORT_ASSET_DEFINITION } from '../assetManager/fill-import-asset.js';
import { startUpload } from '../assetManager/start-upload.js';
import { UploadList } from '../assetManager/UploadList.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { formatWhen } from '../snippetManager/format-date.js';
import { LibraryDeleteButton } from '../snippetManager/LibraryDeleteButton.js';
import { AssetRenameForm } from './AssetRenameForm.js';
import { ReplaceFileButton } from './ReplaceFileButton.js';

/** The one selected node when it is an importAsset node (what 'Use in selected…' fills), else undefined. */
function useSelectedImportAsset(): string | undefined {
  return useValue((e) => {
    if (e.readOnly || e.selection.ids().size !== 1) return undefined;
    const [id] = e.selection.ids();
    return id !== undefined && e.nodes.get(id)?.definitionName === IMPORT_ASSET_DEFINITION ? id : undefined;
  });
}

/** The asset large: the image itself, else its file type and size. */
function LargePreview({ asset }: { asset: Asset }) {
  const src = assetImage(asset, true);
  return (
    <figure className="asset-large">
      {src ? (
        <img src={src} alt={`Preview of ${asset.name}`} />
      ) : (
        <div className="asset-large-kind" role="img" aria-label={`${assetKind(asset)} file`}>
          <span className="asset-large-badge">{assetKind(asset).slice(0, 6)}</span>
          <span className="muted">{formatSize(asset.size)}</span>
        </div>
      )}
    </figure>
  );
}

/**
 * One asset in full: large preview, name to rename, type, size, dates and URL; replace its file
 * (progress and timeout as in the manager), delete it, or use it in the selected importAsset node.
 */
export function AssetDetails({
  ctx,
  asset,
  onDeleted,
}: {
  ctx: DialogContext;
  asset: Asset;
  onDeleted(): void;
}) {
  const queries = useQueryClient();
  const selectedImport = useSelectedImportAsset();
  const selectedName = useValue((e) => (selectedImport ? e.nodes.get(selectedImport)?.name : undefined));
  const [replacements, setReplacements] = useState<readonly string[]>([]);
  const { remove } = useLibraryMutations<Asset>({
    ctx,
    noun: 'asset',
    listKey: assetKeys.list,
    remove: {
      run: (deleted) => deleteAsset(deleted.id),
      onRemoved: (deleted) => {
        ctx.notify({ kind: 'success', title: `Asset "${deleted.name}" deleted` });
        onDeleted();
      },
    },
  });
  const replace = (file: File) => {
    const ids = startUpload(queries, replacePorts(asset.id), [file]);
    setReplacements((before) => [...before, ...ids]);
  };
  const bytes = asset.size === null ? null : `${asset.size.toLocaleString()} bytes`;
  return (
    <div className="asset-editor">
      <div className="asset-editor-main">
        <LargePreview asset={asset} />
        <div className="asset-editor-side">
          <AssetRenameForm key={asset.name} ctx={ctx} asset={asset} />
          <dl className="about-facts asset-facts" aria-label="Asset facts">
            <dt>Type</dt>
            <dd>{asset.contentType ?? 'unknown'}</dd>
            <dt>Size</dt>
            <dd data-testid="asset-size" title={bytes ?? undefined}>
              {formatSize(asset.size)}
              {bytes ? <span className="muted"> ({bytes})</span> : null}
            </dd>
            <dt>Uploaded</dt>
            <dd>{formatWhen(asset.createdAt)}</dd>
            <dt>Last changed</dt>
            <dd>{formatWhen(asset.updatedAt)}</dd>
            <dt>URL</dt>
            <dd className="asset-url">
              {asset.url ? (
                <code>{absoluteUrl(asset.url)}</code>
              ) : (
                <span className="muted">not uploaded yet</span>
              )}
            </dd>
          </dl>
          <div className="asset-url-actions">
            <button
              type="button"
              className="button button-small"
              disabled={asset.url === null}
              onClick={() => void copyAssetUrl(ctx, asset)}
            >
              Copy URL
            </button>
          </div>
        </div>
      </div>
      <UploadList only={replacements} />
      <div className="lib-actions">
        <LibraryDeleteButton
          noun="asset"
          description={`"${asset.name}" and its file are deleted for good; nodes using its URL lose it.`}
          busy={remove.isPending}
          onDelete={() => remove.run(asset)}
        />
        <span className="lib-actions-gap" />
        <ReplaceFileButton assetName={asset.name} onFile={replace} />
        {selectedImport ? (
          <button
            type="button"
            className="button button-primary"
            disabled={asset.url === null}
            title={`Fill ${selectedName ?? 'the node'}'s params with this asset`}
            onClick={() => {
              // done: the editor (and a manager it was opened from) make way for the node's params
              if (applyAssetToNode(ctx, selectedImport, asset)) dialogsStore.getState().closeAll();
            }}
          >
            Use in selected importAsset node
          </button>
        ) : null}
      </div>
    </div>
  );
}
