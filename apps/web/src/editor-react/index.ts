export { EditorContext } from './EditorContext.js';
export { EditorProvider } from './EditorProvider.js';
export { useEditor, useValue } from './hooks.js';
