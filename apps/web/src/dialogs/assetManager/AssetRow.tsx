import type { Asset } from '../../services/assets.js';
import { SmallButton } from '../../ui/SmallButton.js';
import { LibraryRowText } from '../library/LibraryRow.js';
import { AssetThumb } from './AssetThumb.js';
import { assetMeta } from './asset-format.js';

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
      <LibraryRowText name={asset.name} nameTitle={asset.name} meta={assetMeta(asset)} />
      <div className="lib-row-actions">
        {picking ? (
          <SmallButton look="primary" disabled={asset.url === null} onClick={onUse}>
            Use
          </SmallButton>
        ) : null}
        <SmallButton disabled={asset.url === null} onClick={onCopyUrl}>
          Copy URL
        </SmallButton>
        <SmallButton look="ghost" title="Rename, replace or delete it, and see it large" onClick={onEdit}>
          Edit…
        </SmallButton>
      </div>
    </li>
  );
}
