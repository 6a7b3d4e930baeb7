import type { ParamRow } from '../param-model.js';
import { CollectionView } from './CollectionView.js';
import { MultiparamView } from './MultiparamView.js';
import { NestedRows } from './nested-rows.js';

/**
 * A custom folder. Layout folders: accordion (collapsible), container (a framed group),
 * hstack / vstack (side by side / stacked), tab (one tab of a strip: TabGroup gathers
 * neighbouring tab folders); data collections lay their sub-params out by suffix; multiparam
 * shows its instance groups.
 */
export function FolderView({ row }: { row: ParamRow }) {
  switch (row.folderType) {
    case 'nine-dot':
    case 'rect':
    case 'xy':
      return <CollectionView row={row} />;
    case 'multiparam':
      return <MultiparamView row={row} />;
    case 'accordion':
      return (
        <details className="pe-folder pe-accordion" open>
          <summary className="pe-folder-title">{row.label}</summary>
          <div className="pe-folder-body">
            <NestedRows rows={row.children} />
          </div>
        </details>
      );
    case 'hstack':
    case 'vstack':
      return (
        <div className={`pe-folder pe-${row.folderType}`} role="group" aria-label={row.label}>
          <NestedRows rows={row.children} />
        </div>
      );
    default:
      return (
        <fieldset className="pe-folder pe-container">
          <legend className="pe-folder-title">{row.label}</legend>
          <NestedRows rows={row.children} />
        </fieldset>
      );
  }
}
