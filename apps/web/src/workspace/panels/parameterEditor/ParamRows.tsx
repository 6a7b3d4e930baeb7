import { ParamRowView } from './ParamRowView.js';
import type { ParamRow } from './param-model.js';

/** A list of rows (the panel's body, a folder's contents, a multiparam group). */
export function ParamRows({ rows }: { rows: readonly ParamRow[] }) {
  return (
    <>
      {rows.map((row) => (
        <ParamRowView key={row.name} row={row} />
      ))}
    </>
  );
}
