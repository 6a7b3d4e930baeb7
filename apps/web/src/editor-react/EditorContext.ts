import { createContext } from 'react';
import type { EditorApi } from '../editor/index.js';

/** The open workspace's editor (undefined outside EditorProvider). */
export const EditorContext = createContext<EditorApi | undefined>(undefined);
