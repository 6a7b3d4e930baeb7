import { useEffect } from 'react';
import type { EditorApi } from '../../../editor/index.js';
import { startNodeScriptFrame } from '../../../preview/node-script-frame.js';
import { consoleLog } from '../../../state/console-log.js';
import { ensureEvaluationFeed } from './evaluation-feed.js';

/**
 * For as long as a workspace is open: the evaluator's errors and warnings go to the project's log
 * whether or not a console panel shows, and the hidden node-script frame runs with its SDK host.
 */
export function useWorkspaceLog(editor: EditorApi): void {
  useEffect(() => {
    ensureEvaluationFeed(editor, consoleLog);
    return startNodeScriptFrame(editor, consoleLog);
  }, [editor]);
}
