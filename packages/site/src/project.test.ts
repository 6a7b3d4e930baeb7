import { loadProjectGraph } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { siteInputFromProject } from './project.js';
import { SAMPLE_BRAND_COLOR, SAMPLE_ROBOTS_TXT, sampleProject } from './sample-project.testing.js';

const graphOf = (project: ReturnType<typeof sampleProject>) => loadProjectGraph(JSON.stringify(project));

describe('siteInputFromProject', () => {
  it('evaluates the app entry, page configs and public files with the engine', async () => {
    const input = await siteInputFromProject(graphOf(sampleProject()), { name: 'Shop' });
    expect(input.name).toBe('Shop');
    expect(input.app.entry).toMatchObject([{ type: 'router', routerType: 'browser' }]);
    expect(input.publicFiles).toEqual([{ path: 'public/robots.txt', content: SAMPLE_ROBOTS_TXT }]);
    expect(input.configs?.[0].tailwind).toEqual({
      theme: { extend: { colors: { brand: SAMPLE_BRAND_COLOR } } },
    });
  });

  it('leaves out bypassed nodes', async () => {
    const project = sampleProject();
    const configs = project.graph.nodes.find((n) => n.name === 'configs')!;
    (configs.flags as Record<string, boolean>).bypass = true;
    expect((await siteInputFromProject(graphOf(project))).configs).toEqual([]);
  });

  it("stops on a failing node with the engine's message", async () => {
    const project = sampleProject();
    const files = project.graph.nodes.find((n) => n.name === 'files')!;
    files.params.type.value = 'object';
    files.params.value.value = '{"not": "an array"}';
    await expect(siteInputFromProject(graphOf(project))).rejects.toThrow(
      'Invalid "files", it must be an array',
    );
  });

  it('requires an appEntry node', async () => {
    const project = sampleProject();
    project.graph.nodes = project.graph.nodes.filter((n) => n.definitionName !== 'appEntry');
    project.graph.connections = project.graph.connections.filter((c) => c.targetNode !== 'node_app');
    await expect(siteInputFromProject(graphOf(project))).rejects.toThrow(
      'An appEntry node is required to deploy',
    );
  });
});
