// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../../editor-react/index.js';
import { ParameterEditor } from './ParameterEditor.js';

afterEach(cleanup);

function mount(options: Parameters<typeof editorFixture>[0] = {}) {
  const fixture = editorFixture(options);
  render(
    <EditorProvider editor={fixture.editor}>
      <ParameterEditor />
    </EditorProvider>,
  );
  return fixture;
}

/** creates (and so selects) a node inside act */
function create(
  editor: ReturnType<typeof editorFixture>['editor'],
  definition: string,
  at: { x: number; y: number },
) {
  let id: string | undefined;
  act(() => {
    id = editor.nodes.create(definition, at);
  });
  if (!id) throw new Error(`${definition} was not created`);
  return id;
}

/** types into a field and commits it with Enter */
function commit(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('ParameterEditor', () => {
  it('says what to do when nothing is selected, then shows the node and its labelled params', () => {
    const { editor } = mount();
    expect(screen.getByText('Select a node to edit its parameters')).toBeTruthy();
    const id = create(editor, 'noise', { x: 0, y: 0 });
    expect(screen.getByRole('heading').textContent).toBe(editor.nodes.get(id)!.name);
    expect(screen.getByLabelText('Dimension')).toBeTruthy();
    // hideWhen: Z shows from 3 dimensions up
    expect(screen.queryByLabelText('Z')).toBeNull();
    commit(screen.getByLabelText('Dimension'), '3');
    expect(screen.getByLabelText('Z')).toBeTruthy();
  });

  it('clamps a typed number to the range and puts back text that is not a number', () => {
    const { editor } = mount();
    const id = create(editor, 'noise', { x: 0, y: 0 });
    const x = screen.getByLabelText('X') as HTMLInputElement;
    commit(x, '250');
    expect(editor.nodes.get(id)!.params.x!.value).toBe(100);
    expect(x.value).toBe('100');
    commit(x, 'abc');
    expect(editor.nodes.get(id)!.params.x!.value).toBe(100);
    expect(x.value).toBe('100');
  });

  it('Escape puts the param text back; Enter commits one undo step', () => {
    const { editor } = mount();
    const id = create(editor, 'stringTrim', { x: 0, y: 0 });
    const field = screen.getByLabelText('String') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'typed' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.value).toBe('');
    commit(field, ' hi ');
    expect(editor.nodes.get(id)!.params.string!.value).toBe(' hi ');
    act(() => editor.history.undo());
    expect(editor.nodes.get(id)).toBeDefined();
    expect(field.value).toBe('');
  });

  it('disables disableWhen params and every input in read-only mode', () => {
    const { editor } = mount();
    create(editor, 'stringSlice', { x: 0, y: 0 });
    expect((screen.getByLabelText('End') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Start') as HTMLInputElement).disabled).toBe(false);
    cleanup();

    const graph = {
      nodes: [
        {
          id: 'node_slice0000000001',
          definitionName: 'stringSlice',
          name: 'slice',
          parentId: 'hex',
          position: { x: 0, y: 0 },
          size: { width: 160, height: 50 },
          color: '#808080',
          comment: '',
          params: {},
          customParams: {},
          flags: {},
        },
      ],
      connections: [],
    } as unknown as NonNullable<Parameters<typeof editorFixture>[0]>['graph'];
    const readOnly = mount({ readOnly: true, graph });
    act(() => readOnly.editor.selection.select(['node_slice0000000001']));
    const controls = [
      ...document.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, button, select, textarea'),
    ];
    expect(controls.length).toBeGreaterThan(4);
    expect(controls.every((c) => c.disabled)).toBe(true);
  });

  it('gathers tab folders into one strip and adds multiparam instances', () => {
    const { editor } = mount();
    const id = create(editor, 'minus', { x: 0, y: 0 });
    const cp = (c: string, name: string, extra: Record<string, unknown>) => ({
      id: c.repeat(25),
      name,
      label: name,
      dataType: 'number' as const,
      value: 1,
      expression: '',
      evalType: 'literal' as const,
      widget: 'float' as const,
      ...extra,
    });
    act(() => {
      editor.engineHistory.dispatch([
        {
          eventType: 'customParamAdded',
          nodeId: id,
          customParam: cp('a', 'Look', { widget: 'folder', folderType: 'tab' }),
        },
        {
          eventType: 'customParamAdded',
          nodeId: id,
          customParam: cp('b', 'Size', { widget: 'folder', folderType: 'tab' }),
        },
        {
          eventType: 'customParamAdded',
          nodeId: id,
          customParam: cp('c', 'opacity', { parent: 'a'.repeat(25) }),
        },
        {
          eventType: 'customParamAdded',
          nodeId: id,
          customParam: cp('d', 'width', { parent: 'b'.repeat(25) }),
        },
        {
          eventType: 'customParamAdded',
          nodeId: id,
          customParam: cp('e', 'Points', { widget: 'folder', folderType: 'multiparam' }),
        },
        {
          eventType: 'multiParamTemplateCreated',
          nodeId: id,
          folderId: 'e'.repeat(25),
          template: cp('f', 'point', {}),
        },
      ]);
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Look', 'Size']);
    expect(screen.getByLabelText('opacity')).toBeTruthy();
    expect(screen.queryByLabelText('width')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Size' }));
    expect(screen.getByLabelText('width')).toBeTruthy();

    // instances carry their template's label, one per group
    expect(screen.queryAllByLabelText('point')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '+ Add instance' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Add instance' }));
    expect(screen.getAllByLabelText('point')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Points #2' })).toBeTruthy();
    act(() => editor.history.undo());
    expect(screen.getAllByLabelText('point')).toHaveLength(1);
  });

  it('takes hex and named colours and refuses anything else in place', () => {
    const { editor } = mount();
    const id = create(editor, 'colorShift', { x: 0, y: 0 });
    const color = screen.getByLabelText('Color') as HTMLInputElement;
    commit(color, 'tomato');
    expect(editor.nodes.get(id)!.params.color!.value).toBe('tomato');
    commit(color, '#0af');
    expect(editor.nodes.get(id)!.params.color!.value).toBe('#0af');
    commit(color, 'not a colour');
    expect(editor.nodes.get(id)!.params.color!.value).toBe('#0af');
    expect(screen.getByRole('alert').textContent).toBe('Not a colour: not a colour');
  });

  it('says when a node path names no node', () => {
    const { editor } = mount();
    const target = create(editor, 'minus', { x: 0, y: 200 });
    const id = create(editor, 'previewer', { x: 0, y: 0 });
    const path = screen.getByLabelText('Node') as HTMLInputElement;
    commit(path, 'nothing_here');
    expect(screen.getByText('No node at nothing_here')).toBeTruthy();
    commit(path, `/hex/${editor.nodes.get(target)!.name}`);
    expect(editor.nodes.get(id)!.params.nodePath!.value).toBe(`/hex/${editor.nodes.get(target)!.name}`);
    expect(screen.queryByText(/No node at/)).toBeNull();
    expect(path.getAttribute('aria-invalid')).toBeNull();
  });
});
