import { describe, expect, it } from 'vitest';
import { editorFixture } from './testing/editor-fixture.js';

describe('WorkspaceEditor.createNode wired to a socket', () => {
  it('joins the wire by the socket it is given, in one undo step', () => {
    const { editor } = editorFixture();
    const constant = editor.nodes.create('constant', { x: 0, y: 0 })!;
    const from = { nodeId: constant, identifier: 'value', kind: 'output' as const };
    const getter = editor.nodes.create('arrayGetElement', { x: 300, y: 0 }, { from, socket: 'index' })!;
    expect(editor.graph.connectionsToInput(getter, 'index').map((c) => c.sourceNode)).toEqual([constant]);
    expect(editor.graph.connectionsToInput(getter, 'array')).toEqual([]);
    editor.history.undo();
    expect(editor.nodes.get(getter)).toBeUndefined();
    expect([...editor.graph.connections()]).toEqual([]);
  });

  it('takes the first socket of the other kind without one, and wires nothing for a socket it lacks', () => {
    const { editor } = editorFixture();
    const plus = editor.nodes.create('plus', { x: 0, y: 0 })!;
    const into = { nodeId: plus, identifier: 'numbers', kind: 'input' as const };
    const first = editor.nodes.create('colorAnalysis', { x: -300, y: 0 }, { from: into })!;
    expect(editor.graph.connectionsFrom(first).map((c) => c.sourceOutputIdentifier)).toEqual(['analysis']);
    const none = editor.nodes.create('colorAnalysis', { x: -300, y: 300 }, { from: into, socket: 'nope' })!;
    expect(editor.nodes.get(none)).toBeDefined();
    expect(editor.graph.connectionsFrom(none)).toEqual([]);
  });
});
