import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EditorApi } from '../editor/index.js';
import { useEditor } from './index.js';

/**
 * Like useValue, for a selector that builds a new value: the previous value is kept while
 * `isEqual` says nothing changed, so the snapshot stays stable and the view does not loop.
 */
export function useDerived<T>(compute: (editor: EditorApi) => T, isEqual: (a: T, b: T) => boolean): T {
  const editor = useEditor();
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => {
    const next = compute(editor);
    if (last.current && isEqual(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  });
}

export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}
