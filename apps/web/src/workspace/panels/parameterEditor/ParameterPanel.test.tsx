// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../../editor-react/index.js';
import { EMPTY_SELECTION_TEXT } from './EmptyParameters.js';
import { ParameterPanel } from './ParameterPanel.js';

afterEach(cleanup);

function mount() {
  const fixture = editorFixture();
  render(
    <EditorProvider editor={fixture.editor}>
      <ParameterPanel />
    </EditorProvider>,
  );
  return fixture;
}

describe('ParameterPanel', () => {
  it('says what to do with nothing selected, then shows the selected node once its editor has loaded', async () => {
    const { editor } = mount();
    const region = screen.getByRole('region', { name: 'Parameters' });
    expect(region.textContent).toBe(EMPTY_SELECTION_TEXT);
    let id: string | undefined;
    act(() => {
      id = editor.nodes.create('noise', { x: 0, y: 0 });
    });
    const node = editor.nodes.get(id ?? '');
    if (!node) throw new Error('noise was not created');
    expect(await screen.findByRole('heading', { name: node.name })).toBeTruthy();
    expect(screen.getByLabelText('Dimension')).toBeTruthy();
    // one region throughout: whoever held it (focus, a screen reader, a test) still has it
    expect(screen.getByRole('region', { name: 'Parameters' })).toBe(region);
    // deselected: the empty state again
    act(() => editor.selection.select([]));
    expect(screen.getByText(EMPTY_SELECTION_TEXT)).toBeTruthy();
  });

  it('keeps Delete pressed on a panel control from reaching the page shortcuts', async () => {
    const { editor } = mount();
    act(() => {
      editor.nodes.create('stringSlice', { x: 0, y: 0 });
    });
    const control = await screen.findByRole('switch');
    let reached = 0;
    const listener = () => reached++;
    window.addEventListener('keydown', listener);
    fireEvent.keyDown(control, { key: 'Delete' });
    fireEvent.keyDown(control, { key: 'z', ctrlKey: true });
    window.removeEventListener('keydown', listener);
    expect(reached).toBe(1);
  });
});
