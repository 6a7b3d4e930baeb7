// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../editor-react/index.js';
import type { DialogContext } from '../dialog-descriptor.js';
import ParameterManagerDialog from './ParameterManagerDialog.js';

afterEach(cleanup);

function mount() {
  const { editor } = editorFixture();
  const nodeId = editor.nodes.create('minus', { x: 0, y: 0 })!;
  const ctx = { editor } as unknown as DialogContext;
  render(
    <EditorProvider editor={editor}>
      <ParameterManagerDialog ctx={ctx} args={{ nodeId }} close={() => {}} />
    </EditorProvider>,
  );
  const names = () => Object.values(editor.nodes.get(nodeId)!.customParams).map((p) => p.name);
  return { editor, names };
}

function add(name: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Add param' }));
  });
}

describe('ParameterManagerDialog', () => {
  it('adds params, lists them, and shows the engine’s message for a name the node has', () => {
    const { names } = mount();
    expect(screen.getByText('No custom params yet.')).toBeTruthy();
    add('title');
    expect(names()).toEqual(['title']);
    expect(screen.getByRole('status').textContent).toBe('Added title');
    add('a');
    expect(screen.getByRole('alert').textContent).toBe('Duplicate custom param name: a');
    expect(names()).toEqual(['title']);
  });

  it('reorders and deletes from the list, each one undo step', () => {
    const { editor, names } = mount();
    add('first');
    add('second');
    const list = screen.getByRole('list', { name: 'Custom params' });
    act(() => {
      fireEvent.click(within(list).getByRole('button', { name: 'Move second up' }));
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.pm-row-name > span')?.textContent),
    ).toEqual(['second', 'first']);
    act(() => {
      fireEvent.click(within(list).getByRole('button', { name: 'Delete first' }));
    });
    expect(names()).toEqual(['second']);
    act(() => editor.history.undo());
    expect(names().sort()).toEqual(['first', 'second']);
  });

  it('edits the selected param: a rename through one definition change', () => {
    const { names } = mount();
    add('title');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: /^title/ }));
    });
    expect(screen.getByRole('heading').textContent).toBe('Edit title');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'heading' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(names()).toEqual(['heading']);
  });
});
