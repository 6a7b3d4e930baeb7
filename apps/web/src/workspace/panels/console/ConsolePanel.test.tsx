// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../../editor-react/index.js';
import { consoleLog } from '../../../state/console-log.js';
import ConsolePanel from './ConsolePanel.js';

beforeEach(() => consoleLog.getState().clear());
afterEach(cleanup);

function mount() {
  const fixture = editorFixture();
  render(
    <EditorProvider editor={fixture.editor}>
      <ConsolePanel panelId="abcdef" ctx={{} as never} />
    </EditorProvider>,
  );
  return fixture;
}

const lines = () => within(screen.getByRole('list', { name: 'Log lines' })).getAllByRole('listitem');

describe('ConsolePanel', () => {
  it('says when nothing is logged yet', () => {
    mount();
    expect(screen.getByText('Nothing logged yet')).toBeTruthy();
  });

  it('filters by level and by node, and a node line selects its node', () => {
    const { editor } = mount();
    let id = '';
    act(() => {
      id = editor.nodes.create('plus', { x: 0, y: 0 })!;
      editor.selection.clear();
      consoleLog.getState().append({ level: 'info', source: 'toast', message: 'Project loaded' });
      consoleLog.getState().append({ level: 'error', source: 'evaluation', message: 'it broke', nodeId: id });
      consoleLog
        .getState()
        .append({ level: 'warning', source: 'save', message: 'Failed to save, retry 1 of 3: offline' });
    });
    expect(lines()).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: /^Errors/ }));
    expect(lines().map((line) => line.textContent)).toEqual([expect.stringContaining('it broke')]);
    fireEvent.click(screen.getByRole('button', { name: /^Warnings/ }));
    expect(lines()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Errors/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Warnings/ }));

    const name = editor.nodes.get(id)!.name;
    fireEvent.change(screen.getByRole('combobox', { name: 'Node' }), { target: { value: id } });
    expect(lines()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: `Go to ${name}` }));
    expect([...editor.selection.ids()]).toEqual([id]);
  });

  it('clears the log', () => {
    mount();
    act(() => {
      consoleLog.getState().append({ level: 'info', source: 'sdk', message: 'hello' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(consoleLog.getState().entries).toEqual([]);
    expect(screen.getByText('Nothing logged yet')).toBeTruthy();
  });
});
