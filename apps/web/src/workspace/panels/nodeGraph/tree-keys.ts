import type { TreeRow } from './tree-rows.js';

/** What a key does on the focused item of the node graph tree (WAI-ARIA APG tree view pattern). */
export type TreeAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'choose'; index: number };

/**
 * Down/Up: next/previous item; Home/End: first/last; Right: expands a closed level, or moves into
 * an open one's first item; Left: collapses an open level, or moves to the item's level; Enter
 * and Space choose. Undefined: the key is not the tree's (it goes on to the page).
 */
export function treeKeyAction(rows: readonly TreeRow[], index: number, key: string): TreeAction | undefined {
  const row = rows[index];
  if (!row) return rows.length > 0 && isNavigationKey(key) ? { type: 'focus', index: 0 } : undefined;
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: Math.min(index + 1, rows.length - 1) };
    case 'ArrowUp':
      return { type: 'focus', index: Math.max(index - 1, 0) };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case 'ArrowRight':
      if (row.kind !== 'level' || row.expanded === undefined) return { type: 'focus', index };
      return row.expanded ? { type: 'focus', index: index + 1 } : { type: 'expand', id: row.id };
    case 'ArrowLeft': {
      if (row.kind === 'level' && row.expanded) return { type: 'collapse', id: row.id };
      const parent = rows.findIndex((r) => r.id === row.parentId);
      return { type: 'focus', index: parent >= 0 ? parent : index };
    }
    case 'Enter':
    case ' ':
      return { type: 'choose', index };
    default:
      return undefined;
  }
}

function isNavigationKey(key: string): boolean {
  return ['ArrowDown', 'ArrowUp', 'Home', 'End', 'ArrowRight', 'ArrowLeft'].includes(key);
}

/**
 * Type-ahead: the next item whose name starts with `typed` (case-insensitive), from the item after
 * `index` round to it; a longer `typed` (the user goes on typing) may keep the current item.
 */
export function typeAhead(rows: readonly TreeRow[], index: number, typed: string): number | undefined {
  const wanted = typed.toLocaleLowerCase();
  const start = typed.length > 1 ? index : index + 1;
  for (let step = 0; step < rows.length; step++) {
    const i = (start + step) % rows.length;
    const row = rows[i]!;
    if (row.kind !== 'more' && row.name.toLocaleLowerCase().startsWith(wanted)) return i;
  }
  return undefined;
}
