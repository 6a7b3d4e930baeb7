import { useEffect } from 'react';
import type { WorkspaceEditor } from '../editor/WorkspaceEditor.js';
import { startSessionRecording } from './session-recording.js';

/** Records the open project's edits from the moment the workspace shows it (see SessionRecording). */
export function useSessionRecording(editor: WorkspaceEditor): void {
  useEffect(() => startSessionRecording(editor.project), [editor]);
}
