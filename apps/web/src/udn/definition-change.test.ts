import { UdnLibrary, type UdnMetadata } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../base/errors.js';
import { UNPACKED_UDN_CANNOT_CHANGE_DEFINITION } from '../editor/index.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { levelToUdn, type PackedLevel } from './level-to-udn.js';

function editorInFunctionContext() {
  const registry = createBuiltInRegistry();
  const udns = new UdnLibrary(registry, { warn: () => {} });
  const { editor, errors } = editorFixture({ registry, udns, seed: 5, context: 'fex' });
  const wire = (from: string, output: string, to: string, input: string) =>
    editor.nodes.connect({
      sourceNode: from,
      sourceOutputIdentifier: output,
      targetNode: to,
      targetInputIdentifier: input,
    });
  return { editor, udns, errors, wire };
}

/** constant → decrement → decrement */
function chain() {
  const setup = editorInFunctionContext();
  const { editor, wire } = setup;
  const source = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const middle = editor.nodes.create('decrement', { x: 0, y: 100 })!;
  const after = editor.nodes.create('decrement', { x: 0, y: 200 })!;
  wire(source, 'value', middle, 'number');
  wire(middle, 'result', after, 'number');
  return { ...setup, source, middle, after };
}

const metadata = (udnId: string, version: string, packed: PackedLevel): UdnMetadata => ({
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

/** A level holding a constant, made the UDN udn_1 (version 1.0.0 of group_1). */
function udnOfALevel({ editor, udns }: ReturnType<typeof editorInFunctionContext>) {
  const level = editor.nodes.create('level', { x: 0, y: 0 })!;
  editor.view.enterLevel(level);
  editor.nodes.create('constant', { x: 0, y: 0 });
  editor.view.goToLevel('fex');
  const packed = unwrap(levelToUdn(editor.graph, level));
  udns.registerMetadata([metadata('udn_1', '1.0.0', packed)]);
  udns.registerInternals({ id: 'udn_1', definitionName: 'Adder', graph: packed.graph, lastModifiedAt: 't' });
  editor.udns.replaceLevel(level, 'udn_1');
  return { level, packed };
}

describe('changing a node definition (spec 2 §4)', () => {
  it('keeps the wires whose input or output the new definition has, in one undo step', () => {
    const { editor, errors, source, middle, after } = chain();
    expect(editor.nodes.changeDefinition(middle, 'increment')).toBe(true);
    expect(errors).toEqual([]);
    expect(editor.nodes.get(middle)?.definitionName).toBe('increment');
    expect(editor.graph.connectionsTo(middle).map((w) => w.sourceNode)).toEqual([source]);
    expect(editor.graph.connectionsFrom(middle).map((w) => w.targetNode)).toEqual([after]);
    editor.history.undo();
    expect(editor.nodes.get(middle)?.definitionName).toBe('decrement');
  });

  it('drops the wires the new definition has no socket for', () => {
    const { editor, middle, after } = chain();
    expect(editor.nodes.changeDefinition(middle, 'stringLength')).toBe(true);
    // stringLength takes a string, not a number: the input wire goes, the result wire stays
    expect(editor.graph.connectionsTo(middle)).toEqual([]);
    expect(editor.graph.connectionsFrom(middle).map((w) => w.targetNode)).toEqual([after]);
  });

  it("refuses an unpacked UDN with the spec's words", () => {
    const setup = editorInFunctionContext();
    const { editor, errors } = setup;
    const { level } = udnOfALevel(setup);
    editor.udns.unpack(level);
    expect(editor.nodes.changeDefinition(level, 'constant')).toBe(false);
    expect(errors).toEqual([UNPACKED_UDN_CANNOT_CHANGE_DEFINITION]);
    expect(UNPACKED_UDN_CANNOT_CHANGE_DEFINITION).toBe('An unpacked UDN cannot change definition.');
    expect(editor.nodes.get(level)?.unpacked).toBe(true);
  });
});

describe('the UDN update strategy', () => {
  function udnNodes() {
    const setup = editorInFunctionContext();
    const { editor } = setup;
    const { level, packed } = udnOfALevel(setup);
    const manual = editor.nodes.create('Adder', { x: 0, y: 200 })!;
    return { ...setup, auto: level, manual, packed };
  }

  it('auto moves a node to the newest version at once and when a newer one is registered; manual stays', () => {
    const { editor, udns, auto, manual, packed } = udnNodes();
    expect(editor.udns.setUpdateStrategy([auto], 'auto')).toBe(true);
    expect(editor.nodes.get(auto)?.udnUpdateStrategy).toBe('auto');
    udns.registerMetadata([metadata('udn_2', '2.0.0', packed)]);
    editor.library.udnsChanged(['udn_2']);
    expect(editor.nodes.get(auto)?.udnId).toBe('udn_2');
    expect(editor.nodes.get(manual)?.udnId).toBe('udn_1');

    // a manual node turned to auto catches up right away
    expect(editor.udns.setUpdateStrategy([manual], 'auto')).toBe(true);
    expect(editor.nodes.get(manual)?.udnId).toBe('udn_2');
  });
});
