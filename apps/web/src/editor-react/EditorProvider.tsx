import type { ReactNode } from 'react';
import type { EditorApi } from '../editor/index.js';
import { EditorContext } from './EditorContext.js';

/** Makes one editor available to the views below (the workspace page mounts it per open project). */
export function EditorProvider({ editor, children }: { editor: EditorApi; children: ReactNode }) {
  return <EditorContext.Provider value={editor}>{children}</EditorContext.Provider>;
}
