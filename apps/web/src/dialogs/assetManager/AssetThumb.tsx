import type { Asset } from '../../services/assets.js';
import { assetImage, assetKind } from './asset-format.js';

/** A small picture of an asset: its thumbnail for images, else its file type. */
export function AssetThumb({ asset }: { asset: Asset }) {
  const src = assetImage(asset);
  if (src) return <img className="asset-thumb" src={src} alt="" loading="lazy" />;
  return (
    <span className="asset-thumb asset-thumb-kind" aria-hidden="true">
      {assetKind(asset).slice(0, 4)}
    </span>
  );
}
