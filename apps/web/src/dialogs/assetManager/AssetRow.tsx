import { useRef } from 'react';
import type { Asset } from '../../services/assets.js';
import { InlineRename } from '../snippetManager/InlineRename.js';

const size = (bytes: number | null) =>
  bytes === null
    ? 'not uploaded'
    : bytes < 1024 * 1024
      ? `${Math.ceil(bytes / 1024)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A thumbnail for images (the original when there is none), else the file's type. */
function Preview({ asset }: { asset: Asset }) {
  const src = asset.thumbnailUrl ?? (asset.contentType?.startsWith('image/') ? asset.url : null);
  if (src) return <img className="asset-thumb" src={src} alt="" loading="lazy" />;
  const kind = asset.contentType?.split('/')[1]?.split('+')[0] ?? 'file';
  return (
    <span className="asset-thumb asset-thumb-kind" aria-hidden="true">
      {kind.slice(0, 4)}
    </span>
  );
}

/** One asset (the asset editor in place): preview, name, size; use, copy URL, rename, replace, delete. */
export function AssetRow({
  asset,
  picking,
  renaming,
  busy,
  onUse,
  onCopyUrl,
  onStartRename,
  onRename,
  onCancelRename,
  onReplace,
  onDelete,
}: {
  asset: Asset;
  /** opened from an importAsset node: the row offers 'Use' */
  picking: boolean;
  renaming: boolean;
  busy: boolean;
  onUse(): void;
  onCopyUrl(): void;
  onStartRename(): void;
  onRename(name: string): void;
  onCancelRename(): void;
  onReplace(file: File): void;
  onDelete(): void;
}) {
  const replaceInput = useRef<HTMLInputElement>(null);
  return (
    <li className="lib-row asset-row" aria-label={asset.name}>
      <Preview asset={asset} />
      {renaming ? (
        <InlineRename
          label="Asset name"
          initial={asset.name}
          busy={busy}
          onSubmit={onRename}
          onCancel={onCancelRename}
        />
      ) : (
        <>
          <div className="lib-row-text">
            <span className="lib-row-name" title={asset.name}>
              {asset.name}
            </span>
            <span className="muted lib-row-meta">
              {asset.contentType ?? 'unknown type'} · {size(asset.size)}
            </span>
          </div>
          <div className="lib-row-actions">
            {picking ? (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={asset.url === null}
                onClick={onUse}
              >
                Use
              </button>
            ) : null}
            <button
              type="button"
              className="button button-small"
              disabled={asset.url === null}
              onClick={onCopyUrl}
            >
              Copy URL
            </button>
            <button type="button" className="button button-small button-ghost" onClick={onStartRename}>
              Rename
            </button>
            <button
              type="button"
              className="button button-small button-ghost"
              title="Upload a new file in its place"
              onClick={() => replaceInput.current?.click()}
            >
              Replace
            </button>
            <input
              ref={replaceInput}
              type="file"
              hidden
              aria-label={`Replacement for ${asset.name}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onReplace(file);
              }}
            />
            <button type="button" className="button button-small button-ghost lib-delete" onClick={onDelete}>
              Delete
            </button>
          </div>
        </>
      )}
    </li>
  );
}
