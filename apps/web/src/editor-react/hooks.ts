import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { EditorApi } from '../editor/index.js';
import { EditorContext } from './EditorContext.js';

/** The editor of the surrounding EditorProvider; throws outside one (a view mounted in the wrong place). */
export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor: no EditorProvider above this component');
  return editor;
}

/**
 * Reads one thing from the editor and re-renders only when it changes. The selector must return
 * a stable reference (the editor's reads do: nodes, lists and sets keep theirs until they change)
 * or a primitive; a selector building a new object or array each call re-renders forever.
 */
export function useValue<T>(select: (editor: EditorApi) => T): T {
  const editor = useEditor();
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => select(editor));
}
