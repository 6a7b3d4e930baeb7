import { graphToBootstrapEvents, Project } from '@nodeloom/engine';
import { graphNode, rootNode } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditorEvaluation } from './evaluation.js';
import { nearestFirst } from './evaluation-order.js';

const registry = createBuiltInRegistry();

/** `minus` nodes on the hex level, one per x position (y 0), named by their x. */
function projectWithNodesAt(xs: readonly number[]): Project {
  const project = new Project({ registry, keepLog: false });
  const nodes = [
    rootNode('hex'),
    ...xs.map((x) =>
      graphNode({ id: `node_x${x}`, definitionName: 'minus', parentId: 'hex', position: { x, y: 0 } }),
    ),
  ];
  project.init(graphToBootstrapEvents({ nodes, connections: [] }).map((e) => project.stamp(e)));
  return project;
}

/**
 * An evaluation whose passes run when `step()` says, recording the order nodes were evaluated in.
 * With `sliceEach`, the clock the passes slice by moves a whole slice on per evaluated node, so
 * every node is a slice of its own.
 */
function steppedEvaluation(project: Project, sliceEach = false) {
  const queued: (() => void)[] = [];
  const order: string[] = [];
  let now = 0;
  if (sliceEach) vi.spyOn(Date, 'now').mockImplementation(() => now);
  const evaluation = new EditorEvaluation(project, {
    schedule: (run) => queued.push(run),
    onUpdate: () => {},
    onTiming: (id) => {
      order.push(id);
      now += 20;
    },
  });
  const step = async () => {
    queued.shift()?.();
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { evaluation, order, step, queued };
}

const ids = (xs: readonly number[]) => xs.map((x) => `node_x${x}`);

afterEach(() => vi.restoreAllMocks());

describe('nearestFirst', () => {
  it('orders by distance from the focus, keeping ties and unplaced ids in their order', () => {
    const at: Record<string, { x: number; y: number }> = {
      far: { x: 900, y: 0 },
      near: { x: 110, y: 100 },
      tieA: { x: 100, y: 300 },
      tieB: { x: 100, y: -100 },
    };
    expect(nearestFirst(['far', 'gone', 'tieA', 'near', 'tieB'], (id) => at[id], { x: 100, y: 100 })).toEqual(
      ['near', 'tieA', 'tieB', 'far', 'gone'],
    );
  });
});

describe('EditorEvaluation: values fill in nearest the viewport first', () => {
  it('evaluates the nodes nearest the focus first', async () => {
    const xs = [0, 1000, 2000, 3000, 4000];
    const { evaluation, order, step, queued } = steppedEvaluation(projectWithNodesAt(xs));
    evaluation.focusOn({ x: 3100, y: 0 });
    evaluation.want(ids(xs));
    expect(evaluation.pending()).toBe(5);
    while (queued.length > 0) await step();
    expect(order).toEqual(ids([3000, 4000, 2000, 1000, 0]));
    expect(evaluation.pending()).toBe(0);
  });

  it('a focus moved while a long pass runs orders what is left around the new focus', async () => {
    const xs = [0, 1000, 2000, 3000, 4000, 5000];
    const { evaluation, order, step, queued } = steppedEvaluation(projectWithNodesAt(xs), true);
    evaluation.focusOn({ x: 0, y: 0 });
    evaluation.want(ids(xs));
    await step(); // the pass starts and evaluates node_x0, then yields
    expect(order).toEqual(ids([0]));
    expect(evaluation.pending()).toBe(5);
    evaluation.focusOn({ x: 5000, y: 0 }); // the user pans to the far end
    while (queued.length > 0) await step();
    expect(order).toEqual(ids([0, 5000, 4000, 3000, 2000, 1000]));
  });

  it('a node asked for by a view during a pass goes before the rest of it', async () => {
    const xs = [0, 1000, 2000, 3000];
    const { evaluation, order, step, queued } = steppedEvaluation(projectWithNodesAt(xs), true);
    evaluation.want(ids(xs));
    await step();
    expect(order).toEqual(ids([0]));
    // a node view scrolled into sight reads its outputs, which asks for them
    expect(evaluation.outputs('node_x3000')).toBeUndefined();
    while (queued.length > 0) await step();
    expect(order).toEqual(ids([0, 3000, 1000, 2000]));
  });
});
