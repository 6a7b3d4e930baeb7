import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { createConsoleLog } from '../../../state/console-log.js';
import { feedEvaluationLog } from './evaluation-feed.js';

describe('the evaluation feed of the log', () => {
  it('writes a node’s error once, with the node, and again only when it changes', async () => {
    const { editor } = editorFixture();
    const log = createConsoleLog();
    feedEvaluationLog(editor, log);
    const id = editor.nodes.create('exportPage', { x: 0, y: 0 })!;
    await editor.evaluation.idle();
    const lines = () => log.getState().entries.map((e) => [e.level, e.source, e.nodeId, e.message]);
    expect(lines()).toEqual([
      ['error', 'evaluation', id, expect.stringMatching(/Required input not connected: content$/)],
    ]);

    // other edits re-run the feed: the same error is not written again
    editor.nodes.create('plus', { x: 200, y: 0 });
    editor.nodes.setColor([id], '#ff0000');
    await editor.evaluation.idle();
    expect(lines()).toHaveLength(1);
  });
});
