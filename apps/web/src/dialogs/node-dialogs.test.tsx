// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommands, runCommand } from '../actions/commands.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { EditorProvider } from '../editor-react/index.js';
import { dialogsStore } from '../state/dialogs.js';
import { DIALOG_COMMANDS } from './commands.js';
import { DialogHost } from './DialogHost.js';
import type { DialogContext } from './dialog-descriptor.js';

// what the workspace's composition root does
registerCommands(DIALOG_COMMANDS);

afterEach(() => {
  cleanup();
  dialogsStore.getState().closeAll();
});

function mount() {
  const fixture = editorFixture();
  const ctx: DialogContext = {
    editor: fixture.editor,
    clipboard: { readText: async () => '', writeText: async () => {} },
    notify: () => {},
    openPalette: () => {},
  };
  render(
    <EditorProvider editor={fixture.editor}>
      <DialogHost ctx={ctx} />
    </EditorProvider>,
  );
  return { ...fixture, ctx };
}

describe('node info and node help dialogs', () => {
  it('node info shows the selected node: id, path, definition, status and its evaluation time', async () => {
    const { editor, ctx } = mount();
    expect(runCommand('dialog.nodeInfo', ctx)).toBe(false); // nothing selected
    let id = '';
    act(() => {
      id = editor.nodes.create('plus', { x: 0, y: 0 })!;
    });
    await act(() => editor.evaluation.idle());
    act(() => {
      runCommand('dialog.nodeInfo', ctx);
    });
    expect(await screen.findByTestId('node-info-id')).toHaveProperty('textContent', id);
    expect(screen.getByText('/hex/plus')).toBeTruthy();
    expect(screen.getByText('Clean')).toBeTruthy();
    expect(screen.getByText(/ ms, at /)).toBeTruthy();
  });

  it("node help opens on the selected node's definition and finds others by name or keyword", async () => {
    const { editor, ctx } = mount();
    act(() => {
      editor.nodes.create('plus', { x: 0, y: 0 });
      runCommand('dialog.nodeHelp', ctx);
    });
    const help = await screen.findByRole('article', { name: 'Help' });
    expect(help.querySelector('h2')?.textContent).toContain('plus');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search node definitions' }), {
      target: { value: 'multiply' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'multiply' }));
    expect(help.querySelector('h2')?.textContent).toContain('multiply');
  });
});
