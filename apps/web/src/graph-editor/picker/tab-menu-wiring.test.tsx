// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../editor-react/index.js';
import { CanvasUiContext, createCanvasUi, type PickerRequest } from '../canvas/canvas-ui.js';
import { TabMenuPopup } from './TabMenuPopup.js';

afterEach(cleanup);

// cmdk measures its list and scrolls the highlighted item into view; jsdom has neither
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView = () => {};
});

/** The tab menu opened for a socket (a dropped wire, or the wire picker's 'Add a node to this socket…'). */
function openFor(from: (editor: ReturnType<typeof editorFixture>['editor']) => PickerRequest['from']) {
  const { editor } = editorFixture();
  const request: PickerRequest = { at: { x: 0, y: 0 }, flow: { x: 400, y: 0 }, from: from(editor) };
  render(
    <EditorProvider editor={editor}>
      <CanvasUiContext.Provider value={createCanvasUi()}>
        <TabMenuPopup request={request} />
      </CanvasUiContext.Provider>
    </EditorProvider>,
  );
  return editor;
}

function add(definitionName: string) {
  const search = screen.getByRole('combobox', { name: 'Search nodes' });
  act(() => void fireEvent.change(search, { target: { value: definitionName } }));
  act(() => void fireEvent.keyDown(search, { key: 'Enter' }));
}

describe('the tab menu for a socket', () => {
  it('wires a number output into the first input that takes a number, not the first input', () => {
    let source = '';
    const editor = openFor((e) => {
      source = e.nodes.create('constant', { x: 0, y: 0 })!;
      return { nodeId: source, identifier: 'value', kind: 'output', dataType: 'number' };
    });
    add('arrayGetElement'); // inputs: array (array), index (number)
    const [wire] = editor.graph.connectionsFrom(source);
    expect(editor.nodes.get(wire.targetNode)?.definitionName).toBe('arrayGetElement');
    expect(wire.targetInputIdentifier).toBe('index');
  });

  it('feeds a number input from the first output that gives a number', () => {
    let target = '';
    const editor = openFor((e) => {
      target = e.nodes.create('plus', { x: 0, y: 0 })!;
      return { nodeId: target, identifier: 'numbers', kind: 'input', dataType: 'number' };
    });
    add('colorAnalysis'); // outputs: analysis (object), luminance (number), isDark (boolean)
    const [wire] = editor.graph.connectionsToInput(target, 'numbers');
    expect(editor.nodes.get(wire.sourceNode)?.definitionName).toBe('colorAnalysis');
    expect(wire.sourceOutputIdentifier).toBe('luminance');
  });
});
