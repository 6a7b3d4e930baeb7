import { GraphBuilder } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import { Announcer } from './announcer.js';
import { editorFixture } from './testing/editor-fixture.js';

/** constant (a number, 2) → plus1, an announcer on a clock that stands still (no message waits for a gap) */
async function chain() {
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  g.add('constant', 'constant', { params: { type: 'number', value: 2 } });
  g.add('plus', 'plus1');
  g.wire('node_constant', 'value', 'node_plus1', 'numbers');
  const { editor } = editorFixture({ graph: g.toGraph() });
  await editor.evaluation.idle();
  let now = 0;
  const said: string[] = [];
  const announcer = new Announcer(editor, { now: () => now, setTimer: () => () => {} });
  announcer.subscribe(() => {
    said.push(announcer.text());
    now += 10_000; // the next message is past any gap
  });
  return { editor, announcer, said };
}

describe('Announcer', () => {
  it('says the user’s own action from the change feed', async () => {
    const { editor, said } = await chain();
    const id = editor.nodes.create('plus', { x: 300, y: 0 });
    expect(said).toEqual([`${editor.nodes.get(id!)!.name} added`]);
    editor.nodes.rename('node_plus1', 'sum');
    expect(said.at(-1)).toBe('plus1 renamed to sum');
  });

  it('says the new value of the focused node and of the node just edited, once computed, and not on focusing', async () => {
    const { editor, said, announcer } = await chain();
    editor.nodeFocus.set('node_plus1');
    await editor.evaluation.idle();
    expect(said).toEqual([]);
    announcer.configure({ formatValue: (v) => `(${String(v)})` });
    editor.params.setField(['node_constant'], 'value', 'value', 3);
    await editor.evaluation.idle();
    expect(said).toEqual(['constant = (3); plus1 = (3)']);
  });

  it('says an evaluation error of the focused node once', async () => {
    const { editor, said } = await chain();
    editor.nodeFocus.set('constant');
    editor.params.setField(['node_constant'], 'type', 'value', 'object');
    editor.params.setField(['node_constant'], 'value', 'value', '[1]');
    await editor.evaluation.idle();
    expect(said.at(-1)).toBe('constant: Failed to parse node constant constant: Invalid input');
    const count = said.length;
    editor.selection.select(['node_plus1']);
    await editor.evaluation.idle();
    expect(said).toHaveLength(count);
  });

  it('names the collaborator who changed the focused node; their other edits are not news', async () => {
    const { editor, said, announcer } = await chain();
    announcer.configure({ collaboratorOf: (id) => (id === 'node_plus1' ? 'Ana' : undefined) });
    editor.nodeFocus.set('node_plus1');
    editor.project.dispatch([{ eventType: 'nodeRenamed', nodeId: 'node_constant', name: 'two' }], 'remote');
    expect(said).toEqual([]);
    editor.project.dispatch([{ eventType: 'nodeRenamed', nodeId: 'node_plus1', name: 'sum' }], 'remote');
    expect(said).toEqual(['Ana changed plus1']);
    // a deletion takes the focus away before the announcer hears the batch: still told
    editor.project.dispatch([{ eventType: 'nodeDeleted', nodeId: 'node_plus1' }], 'remote');
    expect(editor.nodeFocus.current()).toBeUndefined();
    expect(said.at(-1)).toBe('Ana deleted sum');
  });

  it('lets other parts say a short text', async () => {
    const { said, announcer } = await chain();
    announcer.announce('Level hex, shop');
    expect(said).toEqual(['Level hex, shop']);
  });
});
