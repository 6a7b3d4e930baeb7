// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { useLeavePrompt } from './useLeavePrompt.js';

afterEach(cleanup);

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('leave prompt (spec 1 §8)', () => {
  it('asks before leaving with unsaved changes and flushes them at once', async () => {
    const { editor, sent, tick } = editorFixture();
    await tick(1000); // the root contexts a new project gets are saved first
    sent.length = 0;
    renderHook(() => useLeavePrompt(editor));
    expect(leave().defaultPrevented).toBe(false);
    editor.nodes.create('stringLength', { x: 0, y: 0 });
    const event = leave();
    expect(event.defaultPrevented).toBe(true);
    await Promise.resolve();
    expect(sent).toHaveLength(1); // sent without waiting for the 1000 ms throttle
  });

  it('never asks for a read-only project', () => {
    const { editor } = editorFixture({ readOnly: true });
    renderHook(() => useLeavePrompt(editor));
    expect(leave().defaultPrevented).toBe(false);
  });
});
