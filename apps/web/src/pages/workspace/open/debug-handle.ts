import { isDebugFlagSet } from '../../../base/browserStorage.js';
import type { EditorApi } from '../../../editor/index.js';

/**
 * What bench/editor and the e2e specs call on `window.__nodeloomEditor` (from code they run in the
 * page, which no type check reaches). Kept flat and small on purpose: those scripts depend on these
 * names, not on how the editor groups its managers.
 */
function debugHandle(editor: EditorApi) {
  return {
    graph: editor.graph,
    getNode: (id: string) => editor.nodes.get(id),
    nodeOutputs: (id: string) => editor.evaluation.outputs(id),
    evaluationIdle: () => editor.evaluation.idle(),
    levelNodeIds: () => editor.view.levelNodeIds(),
    viewport: () => editor.view.viewport(),
    setViewport: (viewport: Parameters<EditorApi['view']['setViewport']>[0]) =>
      editor.view.setViewport(viewport),
    viewportController: () => editor.view.viewportController(),
    selection: () => editor.selection.ids(),
    setParamField: (...args: Parameters<EditorApi['params']['setField']>) => editor.params.setField(...args),
  };
}

/**
 * With debug_editorHandle set, the open editor is reachable as `window.__nodeloomEditor`, so the
 * editor bench (bench/editor) can time a parameter edit to its display without a panel in between.
 * Off by default; it exposes nothing the signed-in user's own page could not already do.
 */
export function exposeEditorForDebugging(editor: EditorApi): EditorApi {
  if (isDebugFlagSet('editorHandle'))
    (window as unknown as { __nodeloomEditor?: ReturnType<typeof debugHandle> }).__nodeloomEditor =
      debugHandle(editor);
  return editor;
}
