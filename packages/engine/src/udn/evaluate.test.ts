import { describe, expect, it } from 'vitest';
import { createProjectEvaluator } from '../eval/project-binding.js';
import { testDefinition } from '../project/test-registry.js';
import { wireOf } from '../testing/index.js';
import { doublerGraph, doublerProject, innerNode, udnMetadata } from './testing.js';

function setup() {
  const t = doublerProject(8);
  const { evaluator } = createProjectEvaluator(t.project, { udns: t.library });
  return { ...t, evaluator };
}

describe('a packed UDN evaluates from its inner graph', () => {
  it('computes like a level, and an upstream edit re-evaluates it', async () => {
    const { evaluator, history, a, d, box } = setup();
    expect(await evaluator.evaluate(d)).toEqual({ ok: true, outputs: { node_out: 42 } });
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 42 } });
    history.dispatch([{ eventType: 'paramValueChanged', nodeId: a, paramName: 'value', value: 5 }]);
    expect(evaluator.status(d)).toBe('Dirty');
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 10 } });
  });

  it('new internals for the UDN re-evaluate its instances', async () => {
    const { evaluator, library, box } = setup();
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 42 } });
    const tripled = doublerGraph('udn_d1', '2026-02-01T00:00:00.000Z');
    tripled.graph.nodes.push(innerNode('node_add2', 'add', 'add2'));
    tripled.graph.connections = tripled.graph.connections.filter((c) => c.targetNode !== 'node_out');
    tripled.graph.connections.push(
      wireOf('node_add', 'result', 'node_add2', 'a'),
      wireOf('node_in', 'output', 'node_add2', 'b'),
      wireOf('node_add2', 'result', 'node_out', 'input'),
    );
    library.registerInternals(tripled);
    evaluator.udnChanged('udn_d1');
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 63 } });
  });

  it("an inner failure reads 'Failed to parse UDN {name} {definition}: {inner}: {reason}'", async () => {
    const { evaluator, library, box } = setup();
    const broken = doublerGraph('udn_d1');
    broken.graph.nodes[1] = { ...broken.graph.nodes[1], definitionName: 'nope' };
    library.registerInternals(broken);
    evaluator.udnChanged('udn_d1');
    expect(await evaluator.evaluate(box)).toEqual({
      ok: false,
      error: 'Failed to parse UDN doubler doubler: add: Definition not found: nope',
    });
  });

  it('a validation error inside a UDN is listed as name: message', async () => {
    const { evaluator, library, project, box } = setup();
    project.registry.register({
      definition: testDefinition('strict', {
        inputs: [{ identifier: 'x', label: 'x', dataType: 'number', required: true }],
        outputs: [{ identifier: 'result', label: 'result', dataType: 'number' }],
      }),
      rule: ({ inputs }) => ({ result: inputs.x }),
    });
    const strict = doublerGraph('udn_d1', '2026-03-01T00:00:00.000Z');
    strict.graph.nodes.push(innerNode('node_strict', 'strict', 'gate'));
    strict.graph.connections = strict.graph.connections.filter((c) => c.targetNode !== 'node_out');
    strict.graph.connections.push(wireOf('node_strict', 'result', 'node_out', 'input'));
    library.registerInternals(strict);
    evaluator.udnChanged('udn_d1');
    expect(await evaluator.evaluate(box)).toEqual({
      ok: false,
      error: 'Failed to parse UDN doubler doubler: gate: Required input not connected: x',
    });
  });

  it('a packed UDN whose graph is not loaded names the library', async () => {
    const { evaluator, library, project, history } = setup();
    library.registerMetadata([udnMetadata('udn_e', 'empty', '1.0.0', 'g2')]);
    const id = 'node_e1';
    history.dispatch([{ eventType: 'nodeCreated', nodeId: id, definitionName: 'empty', parentId: 'fex' }]);
    expect(project.state.getNode(id)?.udnId).toBe('udn_e');
    expect(await evaluator.evaluate(id)).toEqual({
      ok: false,
      error: 'Failed to parse node empty empty: UDN empty is not registered in the node library, id=udn_e',
    });
  });
});
