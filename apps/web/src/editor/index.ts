// The editor layer's public entry: code outside apps/web/src/editor imports only this file
// (tests also apps/web/src/editor/testing). The editor is built by `createWorkspaceEditor` and
// seen everywhere else as `EditorApi`.
import type { EditorApi } from './editor-api.js';
import type { WorkspaceEditorOptions } from './editor-options.js';
import { WorkspaceEditor } from './WorkspaceEditor.js';

export {
  definitionChangeRefusal,
  UDN_UPDATE_STRATEGIES,
  UNPACKED_UDN_CANNOT_CHANGE_DEFINITION,
} from './definition-change.js';
export type { LogPersistence, SaveView } from './edit-persistence.js';
export type * from './editor-api.js';
export type { WorkspaceEditorOptions } from './editor-options.js';
export type { ReferenceRewrite } from './rename-references.js';
export { REPLAY_SPEEDS } from './replay/replay-player.js';
export { parseSnippet, SnippetError, serializeSnippet } from './snippet/snippet-format.js';
export {
  type PreviewNode,
  type PreviewWire,
  type SnippetPreview,
  snippetPreview,
} from './snippet/snippet-preview.js';
export { commonPrefix } from './terminal/common-prefix.js';

/** Builds the workspace's editor (the open flow's composition root calls this). */
export function createWorkspaceEditor(options: WorkspaceEditorOptions): EditorApi {
  return new WorkspaceEditor(options);
}
