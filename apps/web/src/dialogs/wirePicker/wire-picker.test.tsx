// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommands } from '../../actions/commands.js';
import { dispatchShortcut } from '../../actions/dispatch.js';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../editor-react/index.js';
import { dialogsStore } from '../../state/dialogs.js';
import { DIALOG_COMMANDS } from '../commands.js';
import { DialogHost } from '../DialogHost.js';
import type { DialogContext } from '../dialog-descriptor.js';

registerCommands(DIALOG_COMMANDS);

// the dialog's code loads on first open: on a busy machine that may take more than findBy's second
const LOADED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  dialogsStore.getState().closeAll();
});

function mount() {
  const fixture = editorFixture();
  const { editor } = fixture;
  const ctx: DialogContext = {
    editor,
    clipboard: { readText: async () => '', writeText: async () => {} },
    notify: () => {},
    openPalette: () => {},
  };
  const constant = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const constant1 = editor.nodes.create('constant', { x: 200, y: 0 })!;
  const plus = editor.nodes.create('plus', { x: 0, y: 200 })!;
  editor.selection.clear();
  render(
    <EditorProvider editor={editor}>
      <DialogHost ctx={ctx} />
    </EditorProvider>,
  );
  return { editor, ctx, constant, constant1, plus };
}

/** W pressed on the page, as the workspace's shortcut listener hands it on */
function pressW(ctx: DialogContext) {
  let prevented = false;
  const id = dispatchShortcut(
    {
      key: 'w',
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target: document.body,
      defaultPrevented: false,
      preventDefault: () => {
        prevented = true;
      },
    },
    ctx,
  );
  return { id, prevented };
}

const wiresInto = (editor: ReturnType<typeof mount>['editor'], plus: string) =>
  editor.graph
    .connectionsToInput(plus, 'numbers')
    .toSorted((a, b) => a.order - b.order)
    .map((c) => editor.nodes.get(c.sourceNode)?.name);

describe('the wire picker dialog', () => {
  it('W does nothing without a focused or selected node; on the focused node it opens the picker', async () => {
    const { editor, ctx, constant } = mount();
    act(() => void pressW(ctx));
    expect(dialogsStore.getState().open).toEqual([]);
    act(() => editor.nodeFocus.set(constant));
    act(() => void pressW(ctx));
    const sockets = await screen.findByRole('listbox', { name: 'Sockets of constant' }, LOADED);
    const chosen = screen.getByRole('option', { name: 'Output Value (inferred), not wired' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(sockets.getAttribute('aria-activedescendant')).toBe(chosen.id);
  });

  it('wires the chosen output to a searched input with Enter (one undo step), says so, and removes it', async () => {
    const { editor, ctx, constant, plus } = mount();
    act(() => editor.nodeFocus.set(constant));
    act(() => void pressW(ctx));
    const search = await screen.findByRole('combobox', { name: 'Wire Value into' }, LOADED);
    fireEvent.change(search, { target: { value: 'plus' } });
    const option = screen.getByRole('option', { name: 'plus · Numbers (number)' });
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    act(() => void fireEvent.keyDown(search, { key: 'Enter' }));
    expect(wiresInto(editor, plus)).toEqual(['constant']);
    expect(screen.getByRole('status').textContent).toBe('Wired constant Value to plus Numbers.');
    // the same target again: the engine's refusal is shown, nothing changes
    act(() => void fireEvent.keyDown(search, { key: 'Enter' }));
    expect(screen.getByRole('status').textContent).toBe('Connection already exists: constant → plus.numbers');
    expect(wiresInto(editor, plus)).toEqual(['constant']);
    const remove = screen.getByRole('button', { name: 'Remove wire to plus Numbers' });
    remove.focus();
    act(() => void fireEvent.click(remove));
    expect(wiresInto(editor, plus)).toEqual([]);
    // no wire left to go on to: the keyboard is back on the sockets
    expect(document.activeElement).toBe(screen.getByRole('listbox', { name: 'Sockets of constant' }));
    act(() => editor.history.undo());
    expect(wiresInto(editor, plus)).toEqual(['constant']);
    act(() => editor.history.undo());
    expect(wiresInto(editor, plus)).toEqual([]);
  });

  it('on a multi-input, lists its wires in order and moves one up', async () => {
    const { editor, ctx, plus } = mount();
    act(() => editor.selection.select([plus]));
    act(() => void pressW(ctx));
    // the output comes first; the input is chosen with the arrows
    const sockets = await screen.findByRole('listbox', { name: 'Sockets of plus' }, LOADED);
    act(() => void fireEvent.keyDown(sockets, { key: 'Home' }));
    const search = screen.getByRole('combobox', { name: 'Wire into Numbers from' });
    for (const name of ['constant', 'constant1']) {
      fireEvent.change(search, { target: { value: `${name} value` } });
      // 'constant value' also finds constant1: the first match is the best
      act(() => void fireEvent.keyDown(search, { key: 'Enter' }));
    }
    expect(wiresInto(editor, plus)).toEqual(['constant', 'constant1']);
    expect(screen.getByRole('option', { name: 'Multi-input Numbers (number), 2 wires' })).toBeTruthy();
    const up = screen.getByRole('button', { name: 'Move up: wire from constant1 Value' });
    act(() => void fireEvent.click(up));
    expect(wiresInto(editor, plus)).toEqual(['constant1', 'constant']);
    expect(screen.getByRole('status').textContent).toBe(
      'Moved the wire from constant1 Value to place 1 of 2.',
    );
    expect(
      screen
        .getByRole('button', { name: 'Move up: wire from constant1 Value' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
  });
});
