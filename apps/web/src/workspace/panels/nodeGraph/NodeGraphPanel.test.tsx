// @vitest-environment jsdom
import { GraphBuilder } from '@nodeloom/engine/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommandContext } from '../../../actions/commands.js';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { EditorProvider } from '../../../editor-react/index.js';
import NodeGraphPanel from './NodeGraphPanel.js';
import { NODES_PER_CHUNK } from './tree-rows.js';

afterEach(cleanup);

function mount(build: (g: GraphBuilder) => void) {
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  build(g);
  const fixture = editorFixture({ graph: g.toGraph() });
  render(
    <EditorProvider editor={fixture.editor}>
      <NodeGraphPanel panelId="ng0000" ctx={{ editor: fixture.editor } as unknown as CommandContext} />
    </EditorProvider>,
  );
  return fixture.editor;
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name} ?,`) });
const key = (k: string) => fireEvent.keyDown(document.activeElement!, { key: k });

describe('NodeGraphPanel (a WAI-ARIA tree)', () => {
  function shop(g: GraphBuilder) {
    g.add('level', 'shop');
    g.add('constant', 'price', { parent: 'node_shop' });
  }

  it('puts one item in the tab order, the current level, and walks it with arrow keys', () => {
    const editor = mount(shop);
    const tree = screen.getByRole('tree', { name: 'Levels and nodes' });
    const tabbable = tree.querySelectorAll('[role="treeitem"][tabindex="0"]');
    expect([...tabbable]).toEqual([item('hex')]);
    expect(item('hex').getAttribute('aria-current')).toBe('location');
    act(() => item('hex').focus());
    key('ArrowRight');
    expect(document.activeElement).toBe(item('shop'));
    key('ArrowLeft'); // collapses shop
    expect(item('shop').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: /^price ?,/ })).toBeNull();
    key('ArrowRight'); // expands
    key('ArrowDown');
    expect(document.activeElement).toBe(item('price'));
    expect(item('price').getAttribute('tabindex')).toBe('0');
    expect(item('hex').getAttribute('tabindex')).toBe('-1');
    // Enter: its level on the canvas and the keyboard on it there
    key('Enter');
    expect(editor.view.levelId()).toBe('node_shop');
    expect(editor.nodeFocus.current()).toBe('node_price');
    expect(item('price').getAttribute('aria-current')).toBe('true');
  });

  it('marks the item of the node the canvas focuses, and finds items by their first letters', () => {
    const editor = mount((g) => {
      shop(g);
      g.add('constant', 'plus');
    });
    act(() => editor.nodeFocus.set('node_plus'));
    expect(item('plus').getAttribute('aria-current')).toBe('true');
    expect(item('plus').getAttribute('tabindex')).toBe('0');
    act(() => item('plus').focus());
    key('p');
    expect(document.activeElement).toBe(item('price'));
    key('Home');
    expect(document.activeElement).toBe(item('Root'));
  });

  it('follows the canvas into a collapsed level: the focused node is listed and marked', () => {
    const editor = mount(shop);
    act(() => item('shop').focus());
    key('ArrowLeft');
    expect(screen.queryByRole('treeitem', { name: /^price ?,/ })).toBeNull();
    act(() => editor.nodeFocus.set('node_price'));
    expect(item('price').getAttribute('aria-current')).toBe('true');
    expect(item('price').getAttribute('tabindex')).toBe('0');
  });

  it('lists a big level a chunk at a time; its "more" item is reachable and lists the next chunk', () => {
    mount((g) => {
      for (let i = 0; i < NODES_PER_CHUNK + 5; i++) g.add('constant', `c${i}`);
    });
    expect(screen.getAllByRole('treeitem').length).toBeLessThan(NODES_PER_CHUNK + 10);
    act(() => item('hex').focus());
    key('End');
    key('ArrowUp'); // tex is last, the "more" item before it
    expect(document.activeElement?.textContent).toBe('5 more nodes');
    key('Enter');
    expect(document.activeElement).toBe(item(`c${NODES_PER_CHUNK}`));
    expect(screen.queryByText('5 more nodes')).toBeNull();
  });

  it('opens a level chosen by a click, as before; an item focused otherwise is the one Enter chooses', () => {
    const editor = mount(shop);
    fireEvent.click(item('shop'));
    expect(editor.view.levelId()).toBe('node_shop');
    expect(item('shop').getAttribute('aria-current')).toBe('location');
    act(() => item('price').focus());
    expect(item('price').getAttribute('tabindex')).toBe('0');
    key('Enter');
    expect(editor.nodeFocus.current()).toBe('node_price');
  });
});
