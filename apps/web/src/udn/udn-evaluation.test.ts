import { UdnLibrary } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { expect, it } from 'vitest';
import { unwrap } from '../base/errors.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { levelToUdn } from './level-to-udn.js';

it('a level packed into a UDN computes the same from the UDN graph', async () => {
  const registry = createBuiltInRegistry();
  const udns = new UdnLibrary(registry, { warn: () => {} });
  const { editor, errors } = editorFixture({ registry, udns, seed: 3 });
  const source = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const level = editor.nodes.create('level', { x: 200, y: 0 })!;
  editor.params.setField([source], 'type', 'value', 'number');
  editor.params.setField([source], 'value', 'value', 2);
  editor.view.enterLevel(level);
  const input = editor.nodes.create('levelInput', { x: 0, y: 0 })!;
  const plus = editor.nodes.create('plus', { x: 200, y: 0 })!;
  const output = editor.nodes.create('levelOutput', { x: 400, y: 0 })!;
  editor.nodes.connect({
    sourceNode: input,
    sourceOutputIdentifier: 'output',
    targetNode: plus,
    targetInputIdentifier: 'numbers',
  });
  editor.nodes.connect({
    sourceNode: plus,
    sourceOutputIdentifier: 'result',
    targetNode: output,
    targetInputIdentifier: 'input',
  });
  editor.view.goToLevel('hex');
  editor.nodes.connect({
    sourceNode: source,
    sourceOutputIdentifier: 'value',
    targetNode: level,
    targetInputIdentifier: input,
  });
  await editor.evaluation.idle();
  const before = editor.evaluation.outputs(level);
  expect(editor.evaluation.status(level).status).toBe('clean');
  expect(Object.values(before ?? {})).toEqual([2]);
  const packed = unwrap(levelToUdn(editor.graph, level));
  udns.registerMetadata([
    {
      definition: {
        udnId: 'u1',
        definitionName: 'Adder',
        hasSubLevel: true,
        version: '1.0.0',
        inputs: packed.inputs,
        outputs: packed.outputs,
      },
      versionGroup: { id: 'g' },
      lastModifiedAt: 't',
    },
  ]);
  udns.registerInternals({ id: 'u1', definitionName: 'Adder', graph: packed.graph, lastModifiedAt: 't' });
  editor.udns.replaceLevel(level, 'u1');
  editor.library.udnsChanged(['u1']);
  await editor.evaluation.idle();
  expect(editor.graph.childrenOf(level).size).toBe(0);
  expect(editor.evaluation.status(level)).toMatchObject({ status: 'clean', errors: [] });
  expect(editor.evaluation.outputs(level)).toEqual(before);
  expect(errors).toEqual([]);
});

it('a UDN node whose graph arrives late loses its error, also when a node after it computed it first', async () => {
  // the UDN: its input plus nothing else, out (a packed level's sockets and graph)
  const scratch = editorFixture({ registry: createBuiltInRegistry(), seed: 5 });
  const level = scratch.editor.nodes.create('level', { x: 0, y: 0 })!;
  scratch.editor.view.enterLevel(level);
  const input = scratch.editor.nodes.create('levelInput', { x: 0, y: 0 })!;
  const output = scratch.editor.nodes.create('levelOutput', { x: 200, y: 0 })!;
  scratch.editor.nodes.connect({
    sourceNode: input,
    sourceOutputIdentifier: 'output',
    targetNode: output,
    targetInputIdentifier: 'input',
  });
  const packed = unwrap(levelToUdn(scratch.editor.graph, level));

  // the page knows its metadata (the node library lists it) but not yet its graph
  const registry = createBuiltInRegistry();
  const udns = new UdnLibrary(registry, { warn: () => {} });
  udns.registerMetadata([
    {
      definition: {
        udnId: 'u1',
        definitionName: 'Passer',
        hasSubLevel: true,
        version: '1.0.0',
        inputs: packed.inputs,
        outputs: packed.outputs,
      },
      versionGroup: { id: 'g' },
      lastModifiedAt: 't',
    },
  ]);
  const { editor } = editorFixture({ registry, udns, seed: 6 });
  // created before the UDN node, the plus comes first in a pass and computes the UDN node upstream
  const source = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const sum = editor.nodes.create('plus', { x: 400, y: 0 })!;
  const udnNode = editor.nodes.create('Passer', { x: 200, y: 0 })!;
  editor.params.setField([source], 'type', 'value', 'number');
  editor.params.setField([source], 'value', 'value', 2);
  editor.nodes.connect({
    sourceNode: source,
    sourceOutputIdentifier: 'value',
    targetNode: udnNode,
    targetInputIdentifier: input,
  });
  editor.nodes.connect({
    sourceNode: udnNode,
    sourceOutputIdentifier: output,
    targetNode: sum,
    targetInputIdentifier: 'numbers',
  });
  await editor.evaluation.idle();
  expect(editor.evaluation.status(udnNode).errors).toEqual([
    `Failed to parse node Passer Passer: UDN Passer is not registered in the node library, id=u1`,
  ]);

  udns.registerInternals({ id: 'u1', definitionName: 'Passer', graph: packed.graph, lastModifiedAt: 't' });
  editor.library.udnsChanged(['u1']);
  await editor.evaluation.idle();
  expect(editor.evaluation.outputs(sum)).toEqual({ result: 2 });
  expect(editor.evaluation.status(udnNode)).toMatchObject({ status: 'clean', errors: [] });
});
