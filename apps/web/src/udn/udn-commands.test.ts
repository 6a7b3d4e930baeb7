import { UdnLibrary, type UdnMetadata } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../base/errors.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { levelToUdn, type PackedLevel } from './level-to-udn.js';
import { versionChanges } from './version-changes.js';

/** An editor in the function context holding constant → level(levelInput → increment → levelOutput) → increment. */
function levelProject() {
  const registry = createBuiltInRegistry();
  const udns = new UdnLibrary(registry, { warn: () => {} });
  const { editor, errors } = editorFixture({ registry, udns, seed: 3, context: 'fex' });
  const out = (id: string) => editor.nodes.definitionOf(id)!.outputs[0]!.identifier;
  const into = (id: string) => editor.nodes.definitionOf(id)!.inputs[0]!.identifier;
  const source = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const level = editor.nodes.create('level', { x: 200, y: 0 })!;
  const after = editor.nodes.create('increment', { x: 400, y: 0 })!;
  editor.view.enterLevel(level);
  const input = editor.nodes.create('levelInput', { x: 0, y: 0 })!;
  const inc = editor.nodes.create('increment', { x: 200, y: 0 })!;
  const output = editor.nodes.create('levelOutput', { x: 400, y: 0 })!;
  editor.nodes.connect({
    sourceNode: input,
    sourceOutputIdentifier: out(input),
    targetNode: inc,
    targetInputIdentifier: into(inc),
  });
  editor.nodes.connect({
    sourceNode: inc,
    sourceOutputIdentifier: out(inc),
    targetNode: output,
    targetInputIdentifier: into(output),
  });
  editor.view.goToLevel('fex');
  editor.nodes.connect({
    sourceNode: source,
    sourceOutputIdentifier: out(source),
    targetNode: level,
    targetInputIdentifier: input,
  });
  editor.nodes.connect({
    sourceNode: level,
    sourceOutputIdentifier: output,
    targetNode: after,
    targetInputIdentifier: into(after),
  });
  return { editor, udns, errors, level, input, inc, output, source, after };
}

const metadataFor = (udnId: string, version: string, packed: PackedLevel): UdnMetadata => ({
  definition: {
    udnId,
    definitionName: 'Adder',
    hasSubLevel: true,
    version,
    inputs: packed.inputs,
    outputs: packed.outputs,
  },
  versionGroup: { id: 'group_1' },
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
});

describe('packing a level into a UDN, unpacking and repacking it', () => {
  it("levelToUdn: the level's sockets by child id and its insides as the UDN graph", () => {
    const { editor, level, input, inc, output } = levelProject();
    const packed = unwrap(levelToUdn(editor.graph, level));
    expect(packed.inputs.map((i) => i.identifier)).toEqual([input]);
    expect(packed.outputs.map((o) => o.identifier)).toEqual([output]);
    expect(packed.graph.nodes.map((n) => n.id).sort()).toEqual([input, inc, output].sort());
    expect(packed.graph.nodes.every((n) => n.parentId === undefined)).toBe(true);
    expect(packed.graph.connections).toHaveLength(2);
  });

  it('refuses what is not a level, and an empty level, in words', () => {
    const { editor, source } = levelProject();
    expect(() => unwrap(levelToUdn(editor.graph, source))).toThrow(/Only a level can be packed into a UDN/);
    const empty = editor.nodes.create('level', { x: 0, y: 300 })!;
    expect(() => unwrap(levelToUdn(editor.graph, empty))).toThrow(/is empty/);
  });

  it('the level becomes a UDN node keeping its wires; unpack and repack round-trip; one undo each', () => {
    const { editor, udns, errors, level, input, output, source, after } = levelProject();
    const packed = unwrap(levelToUdn(editor.graph, level));
    udns.registerMetadata([metadataFor('udn_1', '1.0.0', packed)]);
    udns.registerInternals({
      id: 'udn_1',
      definitionName: 'Adder',
      graph: packed.graph,
      lastModifiedAt: 't',
    });
    expect(editor.udns.replaceLevel(level, 'udn_1')).toBe(true);
    expect(errors).toEqual([]);
    const node = () => editor.nodes.get(level)!;
    expect(node()).toMatchObject({ definitionName: 'Adder', udnId: 'udn_1' });
    expect(editor.graph.childrenOf(level).size).toBe(0);
    expect(editor.graph.connectionsToInput(level, input).map((w) => w.sourceNode)).toEqual([source]);
    expect(editor.graph.connectionsFrom(level).map((w) => w.targetNode)).toEqual([after]);

    expect(editor.udns.unpack(level)).toBe(true);
    expect(node()).toMatchObject({ unpacked: true, udnId: 'udn_1' });
    expect(editor.graph.childrenOf(level).size).toBe(3);
    expect(editor.graph.connectionsTo(level)).toHaveLength(1);
    expect(editor.udns.repack(level)).toBe(true);
    expect(node().unpacked).toBeUndefined();
    expect(editor.graph.connectionsToInput(level, input).map((w) => w.sourceNode)).toEqual([source]);
    expect(editor.graph.connectionsFrom(level).map((w) => w.sourceOutputIdentifier)).toEqual([output]);
    editor.history.undo();
    expect(node().unpacked).toBe(true);
  });

  it('moves every usage to a newer version in one undo step and says what changes', () => {
    const { editor, udns, level } = levelProject();
    const packed = unwrap(levelToUdn(editor.graph, level));
    const v2 = {
      ...packed,
      inputs: [...packed.inputs, { identifier: 'x', label: 'extra', dataType: 'inferred' as const }],
    };
    udns.registerMetadata([metadataFor('udn_1', '1.0.0', packed), metadataFor('udn_2', '2.0.0', v2)]);
    editor.udns.replaceLevel(level, 'udn_1');
    const second = editor.nodes.create('Adder', { x: 0, y: 400 })!;
    expect(editor.nodes.get(second)?.udnId).toBe('udn_2'); // a new node takes the registered definition
    editor.udns.changeVersion([second], 'udn_1');
    expect(udns.versionStatus(editor.nodes.get(level)!)).toEqual({
      kind: 'older',
      version: '1.0.0',
      latest: '2.0.0',
    });
    expect(editor.udns.changeVersion([level, second], 'udn_2').ok).toBe(true);
    expect([editor.nodes.get(level)?.udnId, editor.nodes.get(second)?.udnId]).toEqual(['udn_2', 'udn_2']);
    editor.history.undo();
    expect([editor.nodes.get(level)?.udnId, editor.nodes.get(second)?.udnId]).toEqual(['udn_1', 'udn_1']);
    expect(versionChanges(udns.metadata('udn_1')!, udns.metadata('udn_2')!)).toEqual({
      inputs: { added: ['extra'], removed: [] },
      outputs: { added: [], removed: [] },
      params: { added: [], removed: [] },
    });
  });
});
