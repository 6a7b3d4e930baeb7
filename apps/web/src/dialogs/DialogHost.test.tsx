// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allCommands, registerCommands, runCommand } from '../actions/commands.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { EditorProvider } from '../editor-react/index.js';
import { dialogsStore } from '../state/dialogs.js';
import { DIALOG_COMMANDS } from './commands.js';
import { DialogHost } from './DialogHost.js';
import type { DialogContext } from './dialog-descriptor.js';
import { DIALOGS } from './registry.js';

// what the workspace's composition root does
registerCommands(DIALOG_COMMANDS);

afterEach(() => {
  cleanup();
  dialogsStore.getState().closeAll();
});

function context(): DialogContext {
  return {
    editor: editorFixture().editor,
    clipboard: { readText: async () => '', writeText: async () => {} },
    notify: () => {},
    openPalette: () => {},
  };
}

describe('dialog registry and host', () => {
  it('finds every dialog folder and gives each an "Open" command in the registry', () => {
    expect(DIALOGS.map((d) => d.id)).toContain('about');
    expect(allCommands().find((c) => c.id === 'dialog.about')?.title).toBe('About Nodeloom');
  });

  it('opens a dialog from its command, loads it lazily, and Escape closes it', async () => {
    const ctx = context();
    render(<DialogHost ctx={ctx} />);
    act(() => {
      runCommand('dialog.about', ctx);
    });
    const dialog = await screen.findByRole('dialog', { name: 'About Nodeloom' });
    expect(await screen.findByTestId('about-version')).toHaveProperty('textContent', '0.1.0');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(dialogsStore.getState().open).toEqual([]);
  });

  it('shows only the top of two stacked dialogs; Escape closes it and brings back the one under it', async () => {
    const ctx = context();
    render(
      <EditorProvider editor={ctx.editor}>
        <DialogHost ctx={ctx} />
      </EditorProvider>,
    );
    act(() => {
      runCommand('dialog.nodeHelp', ctx);
      runCommand('dialog.about', ctx);
    });
    const about = await screen.findByRole('dialog', { name: 'About Nodeloom' });
    expect(screen.queryByRole('dialog', { name: 'Node help' })).toBeNull(); // under it, hidden
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(dialogsStore.getState().open.map((d) => d.id)).toEqual(['nodeHelp']);
    expect(await screen.findByRole('dialog', { name: 'Node help' })).toBeTruthy();
  });

  it('brings a dialog that is already open to the top with its new arguments', () => {
    const { openDialog } = dialogsStore.getState();
    openDialog('about', 1);
    openDialog('other');
    openDialog('about', 2);
    expect(dialogsStore.getState().open).toEqual([
      { id: 'other', args: undefined },
      { id: 'about', args: 2 },
    ]);
  });
});
