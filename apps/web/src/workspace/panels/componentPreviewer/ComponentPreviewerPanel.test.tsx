// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../../editor-react/index.js';
import { previewerOptions, previewerTarget } from '../../../preview/previewer-params.js';
import { EMPTY_PREVIEW_TEXT } from '../../../preview/SitePreview.js';
import ComponentPreviewerPanel from './ComponentPreviewerPanel.js';

afterEach(cleanup);

function mount() {
  const fixture = editorFixture();
  render(
    <EditorProvider editor={fixture.editor}>
      <ComponentPreviewerPanel panelId="abcdef" ctx={{} as never} />
    </EditorProvider>,
  );
  return fixture;
}

describe('ComponentPreviewerPanel', () => {
  it('asks for a page or app when nothing previewable is chosen', () => {
    const { editor } = mount();
    act(() => {
      editor.nodes.create('plus', { x: 0, y: 0 });
    });
    expect(screen.getByText(EMPTY_PREVIEW_TEXT)).toBeTruthy();
  });

  it('shows why the selected page cannot be previewed', async () => {
    const { editor } = mount();
    let id = '';
    act(() => {
      id = editor.nodes.create('exportPage', { x: 0, y: 0 })!;
      editor.selection.select([id]);
    });
    await act(() => editor.evaluation.idle());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Cannot preview ${editor.nodes.get(id)!.name}`);
    expect(alert.textContent).toContain('Required input not connected: content');
  });
});

describe('a previewer node’s params', () => {
  it('resolve its node path and fall back to the defaults out of range', () => {
    const { editor } = editorFixture();
    const page = editor.nodes.create('exportPage', { x: 0, y: 0 })!;
    const previewer = editor.nodes.create('previewer', { x: 300, y: 0 })!;
    expect(previewerTarget(editor, previewer)).toBeUndefined();
    editor.params.setField([previewer], 'nodePath', 'value', editor.nodes.get(page)!.name);
    editor.params.setField([previewer], 'startRoute', 'value', '/about');
    editor.params.setField([previewer], 'theme', 'value', 'dark');
    expect(previewerTarget(editor, previewer)).toBe(page);
    expect(previewerOptions(editor, previewer)).toEqual({
      startRoute: '/about',
      zoom: 1,
      alignment: 'center',
      theme: 'dark',
      showBorder: true,
    });
  });
});
