import type { Asset } from '../../services/assets.js';
import { AssetThumb } from './AssetThumb.js';
import { formatSize } from './asset-format.js';

/** One asset in the manager: thumbnail, name, type and size; use, copy URL, or edit it in the asset editor. */
export function AssetRow({
  asset,
  picking,
  onUse,
  onCopyUrl,
  onEdit,
}: {
  asset: Asset;
  /** opened from an importAsset node: the row offers 'Use' */
  picking: boolean;
  onUse(): void;
  onCopyUrl(): void;
  onEdit(): void;
}) {
  return (
    <li className="lib-row asset-row" aria-label={asset.name}>
      <AssetThumb asset={asset} />
      <div className="lib-row-text">
        <span className="lib-row-name" title={asset.name}>
          {asset.name}
        </span>
        <span className="muted lib-row-meta">
          {asset.contentType ?? 'unknown type'} · {formatSize(asset.size)}
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
        <button
          type="button"
          className="button button-small button-ghost"
          title="Rename, replace or delete it, and see it large"
          onClick={onEdit}
        >
          Edit…
        </button>
      </div>
    </li>
  );
}
