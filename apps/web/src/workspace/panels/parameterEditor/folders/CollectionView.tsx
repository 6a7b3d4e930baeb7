import type { ParamRow } from '../param-model.js';
import { NestedRows } from './nested-rows.js';

/** Where each nine-dot sub-param sits in its 3×3 grid, by suffix. */
const NINE_DOT_ORDER = ['_tl', '_t', '_tr', '_l', '_c', '_r', '_bl', '_b', '_br'];

const suffixRank = (row: ParamRow, order: readonly string[]) => {
  const at = order.findIndex((s) => row.name.endsWith(s));
  return at === -1 ? order.length : at;
};

/** A data collection (nine-dot, rect, xy): its sub-params in a grid that mirrors their meaning. */
export function CollectionView({ row }: { row: ParamRow }) {
  const rows =
    row.folderType === 'nine-dot'
      ? [...row.children].sort((a, b) => suffixRank(a, NINE_DOT_ORDER) - suffixRank(b, NINE_DOT_ORDER))
      : row.children;
  return (
    <fieldset className={`pe-folder pe-collection pe-collection-${row.folderType}`}>
      <legend className="pe-folder-title">{row.label}</legend>
      <div className="pe-collection-grid">
        <NestedRows rows={rows} />
      </div>
    </fieldset>
  );
}
