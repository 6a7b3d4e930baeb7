import { createContext } from 'react';
import type { EditorApi } from '../editor/editor-api.js';

/** The open workspace's editor (undefined outside EditorProvider). */
export const EditorContext = createContext<EditorApi | undefined>(undefined);
