import { type GraphEvent, type GraphNode, UdnLibrary } from '@nodeloom/engine';
import { graphNode } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
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

describe('WorkspaceEditor.createNode of a UDN', () => {
  /** An editor whose library lists the UDN Card (its metadata; its graph not loaded). */
  function withCard(loadUdns?: (nodes: readonly GraphNode[]) => void) {
    const registry = createBuiltInRegistry();
    const udns = new UdnLibrary(registry, { warn: () => {} });
    udns.registerMetadata([
      {
        definition: { udnId: 'udn_card_v1', definitionName: 'Card', hasSubLevel: true, version: '1.0.0' },
        versionGroup: { id: 'group_card' },
        lastModifiedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
    return { udns, ...editorFixture({ registry, udns, ...(loadUdns ? { loadUdns } : {}) }) };
  }

  it("names the UDN's version in the event, so every replica and the server's fold build that one", () => {
    const { editor } = withCard();
    const events: GraphEvent[] = [];
    editor.project.onChange((batch) => events.push(...batch.events));
    const card = editor.nodes.create('Card', { x: 0, y: 0 })!;
    const plain = editor.nodes.create('constant', { x: 0, y: 200 })!;
    expect(events.map((e) => (e.eventType === 'nodeCreated' ? [e.nodeId, e.udnId] : []))).toEqual([
      [card, 'udn_card_v1'],
      [plain, undefined],
    ]);
    expect(editor.nodes.get(card)?.udnId).toBe('udn_card_v1');
  });

  it('asks the host for the graph of a UDN whose node came without it, and only then', () => {
    const asked: string[][] = [];
    const { editor, udns } = withCard((nodes) => asked.push(nodes.map((n) => n.udnId ?? '')));
    const card = editor.nodes.create('Card', { x: 0, y: 0 })!;
    editor.nodes.create('constant', { x: 0, y: 200 });
    expect(asked).toEqual([['udn_card_v1']]);
    udns.registerInternals({
      id: 'udn_card_v1',
      definitionName: 'Card',
      graph: {
        nodes: [graphNode({ id: 'node_card_in', definitionName: 'levelInput', name: 'x' })],
        connections: [],
      },
      lastModifiedAt: '2026-01-01T00:00:00.000Z',
    });
    editor.nodes.delete([card]);
    editor.history.undo();
    editor.nodes.create('Card', { x: 0, y: 400 });
    expect(asked).toEqual([['udn_card_v1']]);
  });
});
