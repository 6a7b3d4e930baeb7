import { type ComponentType, createContext, useContext } from 'react';
import type { ParamRow } from '../param-model.js';

type RowsView = ComponentType<{ rows: readonly ParamRow[] }>;

/**
 * The rows view folders nest their contents in. ParamRows hands itself down through this context,
 * so the folder views never import it: the recursion (rows → folder → rows) has no import circle.
 */
export const NestedRowsContext = createContext<RowsView | null>(null);

/** A folder's, tab's or group's contents, drawn by the enclosing ParamRows. */
export function NestedRows({ rows }: { rows: readonly ParamRow[] }) {
  const Rows = useContext(NestedRowsContext);
  if (!Rows) throw new Error('NestedRows is drawn outside ParamRows');
  return <Rows rows={rows} />;
}
