import { udnDefinitionInputSchema } from '@nodeloom/api';
import {
  createProjectEvaluator,
  type EventInput,
  Project,
  UdnLibrary,
  type UdnWithGraph,
} from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { builtInRegistry } from '../project-log/empty-graph.js';
import { type DemoProject, demoNodeId, demoProjects } from './demo-graphs.js';
import { PRICE_WITH_TAX_V1_ID, PRICE_WITH_TAX_V2_ID } from './udn-demo.js';

const registry = await builtInRegistry();

/** The demo's official UDNs registered as the workspace registers fetched ones: metadata, then graphs. */
function udnLibraryOf(demo: DemoProject) {
  const withUdns = registry.copy();
  const library = new UdnLibrary(withUdns, { warn: (message) => expect.fail(message) });
  const lastModifiedAt = '2026-01-01T00:00:00.000Z';
  for (const group of demo.udnGroups ?? []) {
    library.registerMetadata(
      group.versions.map((udn) => ({
        definition: { ...udn.definition, udnId: udn.id, version: udn.version },
        versionGroup: { id: group.id },
        lastModifiedAt,
      })),
    );
    for (const udn of group.versions) {
      const withGraph = { id: udn.id, definitionName: udn.definition.definitionName, graph: udn.graph };
      library.registerInternals({ ...withGraph, lastModifiedAt } as UdnWithGraph);
    }
  }
  return { registry: withUdns, library };
}

/**
 * A demo opened as the workspace opens a saved graph, its UDNs registered first: bootstrap events
 * (parents first), then wires.
 */
function openDemo(id: string) {
  const demo = demoProjects(registry).find((d) => d.id === id)!;
  const { registry: withUdns, library: udns } = udnLibraryOf(demo);
  const events: EventInput[] = [
    ...demo.graph.nodes.map((node): EventInput => ({ eventType: 'nodeBootstrapped', node })),
    ...demo.graph.connections.map(
      ({ id: _, ...connection }): EventInput => ({ eventType: 'connectionCreated', connection }),
    ),
  ];
  const project = new Project({ registry: withUdns });
  project.init(events.map((e) => project.stamp(e)));
  const evaluate = (key: string) =>
    createProjectEvaluator(project, { udns }).evaluator.evaluate(demoNodeId(key));
  return { demo, project, udns, evaluate };
}

describe('official demo projects', () => {
  it.each(demoProjects(registry).map((d) => [d.name, d.id]))(
    '%s opens in the engine with every node and wire, and no ghost or warning',
    (_name, id) => {
      const { demo, project } = openDemo(id);
      expect(project.warnings).toEqual([]);
      const nodes = [...project.graph.nodes()];
      expect(nodes.filter((n) => n.isGhost)).toEqual([]);
      expect(nodes).toHaveLength(demo.graph.nodes.length);
      expect(project.graph.connectionCount).toBe(demo.graph.connections.length);
    },
  );

  it('the math chain computes (10 - 4) × (3 - 1) = 12', async () => {
    const { project } = openDemo('00000000000000000000de01');
    const { evaluator } = createProjectEvaluator(project);
    expect(await evaluator.evaluate(demoNodeId('product'))).toEqual({ ok: true, outputs: { result: 12 } });
  });

  it('the string demo measures its joined sentence', async () => {
    const { project } = openDemo('00000000000000000000de02');
    const { evaluator } = createProjectEvaluator(project);
    const sentence = await evaluator.evaluate(demoNodeId('sentence'));
    const length = await evaluator.evaluate(demoNodeId('length'));
    expect(sentence.ok && length.ok).toBe(true);
    if (sentence.ok && length.ok) {
      expect(length.outputs.result).toBe(String(sentence.outputs.result).length);
    }
  });

  it('the loop demo runs its body once per price and collects [12, 30, 48]', async () => {
    const { project } = openDemo('00000000000000000000de03');
    const { evaluator } = createProjectEvaluator(project);
    const collected = await evaluator.evaluate(demoNodeId('collected'));
    expect(
      collected.ok && (collected.outputs.output as number[]).map((n) => Math.round(n * 100) / 100),
    ).toEqual([12, 30, 48]);
  });

  it('the unit-tested demo passes its test', async () => {
    const { project } = openDemo('00000000000000000000de04');
    const { evaluator } = createProjectEvaluator(project);
    const test = await evaluator.evaluate(demoNodeId('sumIsFive'));
    expect(test.ok && test.outputs.testResult).toMatchObject({ verdict: 'passed', actual: 5, expected: 5 });
  });

  it('the site demo routes / and /about inside its layout', async () => {
    const { project } = openDemo('00000000000000000000de05');
    const { evaluator } = createProjectEvaluator(project);
    const app = await evaluator.evaluate(demoNodeId('app'));
    expect(app.ok).toBe(true);
    const routes = JSON.stringify(app.ok && app.outputs);
    expect(routes).toContain('about');
    expect(routes).toContain('Welcome home');
  });

  it('the function demo prints the function its nodes build, and opens in the function context', async () => {
    const { demo, project } = openDemo('00000000000000000000de06');
    expect(demo.context).toBe('fex');
    const { evaluator } = createProjectEvaluator(project);
    expect(await evaluator.evaluate(demoNodeId('print'))).toEqual({
      ok: true,
      outputs: { code: 'function double(x) {\n  return x * 2;\n}\n' },
    });
  });

  it('the form demo builds a contact page whose component posts to the form in formId', async () => {
    const { project } = openDemo('00000000000000000000de07');
    const { evaluator } = createProjectEvaluator(project);
    const hook = await evaluator.evaluate(demoNodeId('sendHook'));
    expect(hook.ok && String(hook.outputs.result)).toContain("var formId = 'paste-your-form-id';");
    const page = await evaluator.evaluate(demoNodeId('contactPage'));
    expect(page.ok).toBe(true);
    const built = JSON.stringify(page.ok && page.outputs);
    for (const part of ['ContactForm', 'form', 'textarea', 'Write to us', '/api/nest/forms/']) {
      expect(built).toContain(part);
    }
  });

  it('every demo teaches: a sticky note says what it shows and what to try', () => {
    for (const demo of demoProjects(registry)) {
      const note = demo.graph.nodes.find((n) => n.definitionName === 'stickyNote');
      expect(String(note?.params.text?.value), demo.name).toMatch(/Try:/);
    }
  });

  it('the UDN demo runs a price through two versions of one UDN; the older one is outdated', async () => {
    const { demo, project, udns, evaluate } = openDemo('00000000000000000000de08');
    expect(await evaluate('taxV1')).toEqual({ ok: true, outputs: { [demoNodeId('total')]: 19.99 * 1.2 } });
    expect(await evaluate('taxV2')).toEqual({ ok: true, outputs: { [demoNodeId('total')]: 23.99 } });
    expect(project.graph.getNode(demoNodeId('taxV1'))?.udnId).toBe(PRICE_WITH_TAX_V1_ID);
    expect(project.graph.getNode(demoNodeId('taxV2'))?.udnId).toBe(PRICE_WITH_TAX_V2_ID);
    expect(udns.versionStatus(project.graph.getNode(demoNodeId('taxV1'))!)).toEqual({
      kind: 'older',
      version: '1.0.0',
      latest: '2.0.0',
    });
    expect(udns.versionStatus(project.graph.getNode(demoNodeId('taxV2'))!)).toEqual({ kind: 'current' });
    // what the seed stores is what POST /udns would take from a client
    for (const udn of demo.udnGroups!.flatMap((group) => group.versions)) {
      expect(udnDefinitionInputSchema.safeParse(udn.definition).error).toBeUndefined();
    }
  });
});
