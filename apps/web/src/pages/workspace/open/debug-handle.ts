import { isDebugFlagSet } from '../../../base/browserStorage.js';

/**
 * With debug_editorHandle set, the open editor is reachable as `window.__nodeloomEditor`, so the
 * editor bench (bench/editor) can time a parameter edit to its display without a panel in between.
 * Off by default; it exposes nothing the signed-in user's own page could not already do.
 */
export function exposeEditorForDebugging<E>(editor: E): E {
  if (isDebugFlagSet('editorHandle'))
    (window as unknown as { __nodeloomEditor?: E }).__nodeloomEditor = editor;
  return editor;
}
