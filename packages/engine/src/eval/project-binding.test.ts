import { describe, expect, it } from 'vitest';
import { seededRandom } from '../model/index.js';
import { randomEdit } from '../project/random-edits.js';
import { testProject } from '../project/test-registry.js';
import { connectEvent, graphNode, wireOf } from '../testing/index.js';
import { Evaluator } from './evaluator.js';
import { createProjectEvaluator } from './project-binding.js';
import { withRules } from './testing/engine-test-rules.js';
import { testSeed } from './testing/test-seed.js';
import type { UdnInternalsSource } from './udn-overlay.js';

const inner = (id: string, definitionName: string) => graphNode({ id, definitionName });
/** The inner graph of the test registry's 'my udn' (udn_1): in → add(in, in) → out. */
const udns: UdnInternalsSource = {
  internals: (udnId) =>
    udnId === 'udn_1'
      ? {
          graph: {
            nodes: [inner('in', 'levelInput'), inner('double', 'add'), inner('out', 'levelOutput')],
            connections: [
              wireOf('in', 'output', 'double', 'a'),
              wireOf('in', 'output', 'double', 'b'),
              wireOf('double', 'result', 'out', 'input'),
            ],
          },
        }
      : undefined,
};

describe('evaluator bound to a project', () => {
  it('hears applied events: an edit through the project makes the cone Dirty', async () => {
    const { project, history, create } = testProject(3);
    withRules(project.registry);
    const { evaluator } = createProjectEvaluator(project);
    const a = create('number', 'fex', { params: { value: { value: 2 } } });
    const box = create('box', 'fex');
    history.dispatch([connectEvent(a, 'value', box, 'in')]);
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 202 } });
    history.dispatch([{ eventType: 'paramValueChanged', nodeId: a, paramName: 'value', value: 5 }]);
    expect(evaluator.status(box)).toBe('Dirty');
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 205 } });
    history.undo();
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 202 } });
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: a }]);
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 200 } });
  });

  it('a deleted source brought back by undo still makes its reader Dirty when edited', async () => {
    const { project, history, create } = testProject(4);
    withRules(project.registry);
    const { evaluator } = createProjectEvaluator(project);
    const a = create('number', 'fex', { params: { value: { value: 2 } } });
    const box = create('box', 'fex');
    history.dispatch([connectEvent(a, 'value', box, 'in')]);
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 202 } });
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: a }]);
    history.undo(); // the same id and wire again: box reads what it read before
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 202 } });
    history.dispatch([{ eventType: 'paramValueChanged', nodeId: a, paramName: 'value', value: 7 }]);
    expect(evaluator.status(box)).toBe('Dirty');
    expect(await evaluator.evaluate(box)).toEqual({ ok: true, outputs: { out: 207 } });
  });

  it('after random user edits (and undos) it agrees with an evaluation from scratch, packed UDNs included', async () => {
    const first = testSeed('project-bound evaluator agreement', 1);
    for (let seed = first; seed < first + 12; seed++) {
      const { project, history, create } = testProject(seed);
      withRules(project.registry);
      const { evaluator } = createProjectEvaluator(project, { udns });
      const source = create('number', 'fex', { params: { value: { value: seed } } });
      const packed = create('my udn', 'fex');
      history.dispatch([connectEvent(source, 'value', packed, 'in')]);
      expect(await evaluator.evaluate(packed)).toEqual({ ok: true, outputs: { out: 2 * seed } });
      const random = seededRandom(seed * 7919);
      for (let step = 0; step < 60; step++) {
        try {
          if (random() < 0.15) history.undo();
          else history.dispatch(randomEdit(project.state, project.registry, random));
        } catch {
          // an invalid random edit is refused as a whole; nothing changed
        }
        if (step % 3 !== 0) continue;
        const ids = [...project.state.nodes()].map((x) => x.id).sort();
        const id = ids[Math.floor(random() * ids.length)];
        const fresh = new Evaluator({ graph: project.state, registry: project.registry, udns });
        expect(await evaluator.evaluate(id), `seed ${seed} step ${step} node ${id}`).toEqual(
          await fresh.evaluate(id),
        );
      }
      const fresh = new Evaluator({ graph: project.state, registry: project.registry, udns });
      for (const node of project.state.nodes()) {
        expect(await evaluator.evaluate(node.id), `seed ${seed} final ${node.id}`).toEqual(
          await fresh.evaluate(node.id),
        );
      }
    }
  });
});
