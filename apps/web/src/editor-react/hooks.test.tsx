// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { EditorProvider } from './EditorProvider.js';
import { useValue } from './hooks.js';

afterEach(cleanup);

describe('useValue', () => {
  it('re-renders when the selected read changes, not when something else does', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    let renders = 0;
    function NodeList() {
      renders++;
      const ids = useValue((e) => e.view.levelNodeIds());
      return <p>{ids.length} nodes</p>;
    }
    render(
      <EditorProvider editor={editor}>
        <NodeList />
      </EditorProvider>,
    );
    expect(screen.getByText('1 nodes')).toBeTruthy();
    const before = renders;
    act(() => {
      const drag = editor.tools.translate([id]);
      drag.update({ dx: 100, dy: 40 });
      drag.end();
    });
    expect(renders).toBe(before);
    act(() => {
      editor.nodes.create('stringTrim', { x: 0, y: 200 });
    });
    expect(screen.getByText('2 nodes')).toBeTruthy();
  });

  it('throws a clear error outside an EditorProvider', () => {
    function Orphan() {
      useValue((e) => e.view.levelId());
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useEditor: no EditorProvider above this component');
    } finally {
      console.error = quiet;
    }
  });
});
