import { NestedRowsContext } from './folders/nested-rows.js';
import { TabGroup } from './folders/TabGroup.js';
import { ParamRowView } from './ParamRowView.js';
import type { ParamRow } from './param-model.js';

const isTab = (row: ParamRow) => row.widget === 'folder' && row.folderType === 'tab' && !row.hidden;

/** Rows in order, neighbouring tab folders gathered into one tab strip. */
function groupTabs(rows: readonly ParamRow[]): (ParamRow | ParamRow[])[] {
  const out: (ParamRow | ParamRow[])[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (isTab(row) && Array.isArray(last)) last.push(row);
    else out.push(isTab(row) ? [row] : row);
  }
  return out;
}

/** A list of rows (the panel's body, a folder's contents, a multiparam group). */
export function ParamRows({ rows }: { rows: readonly ParamRow[] }) {
  return (
    <NestedRowsContext.Provider value={ParamRows}>
      {groupTabs(rows).map((item) =>
        Array.isArray(item) ? (
          <TabGroup key={`tabs:${item[0]!.name}`} tabs={item} />
        ) : (
          <ParamRowView key={item.name} row={item} />
        ),
      )}
    </NestedRowsContext.Provider>
  );
}
