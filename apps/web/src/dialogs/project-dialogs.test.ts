import { describe, expect, it } from 'vitest';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import type { DialogContext } from './dialog-descriptor.js';
import { DIALOGS } from './registry.js';

const contextFor = (documentKind: 'project' | 'snippet'): DialogContext => ({
  editor: editorFixture({ documentKind }).editor,
  clipboard: { readText: async () => '', writeText: async () => {} },
  notify: () => {},
  openPalette: () => {},
});

const PROJECT_ONLY = ['snapshots', 'shareLinks', 'deployments'];

describe('dialogs about the open project', () => {
  it('are offered for a project', () => {
    const ctx = contextFor('project');
    for (const id of PROJECT_ONLY) {
      expect(DIALOGS.find((d) => d.id === id)?.enabled?.(ctx), id).toBe(true);
    }
  });

  it('are off while a snippet is open as a level (its id is not a project id)', () => {
    const ctx = contextFor('snippet');
    for (const id of PROJECT_ONLY) {
      expect(DIALOGS.find((d) => d.id === id)?.enabled?.(ctx), id).toBe(false);
    }
  });
});
