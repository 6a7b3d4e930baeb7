import { connectionId, type Graph } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { SiteBuildError } from '@nodeloom/site/browser';
import { sampleProject } from '@nodeloom/site/testing';
import { describe, expect, it } from 'vitest';
import { buildSiteFiles, deployFilesOf, siteBytes } from './publishing-build.js';
import { snapshotBranch } from './publishing-deploy-state.js';

const registry = createBuiltInRegistry();

/** The sample project plus a deployment node fed by its appEntry's router, with these params. */
function withDeploymentNode(params: Record<string, string>): Graph {
  const { graph } = sampleProject();
  const app = graph.nodes.find((n) => n.definitionName === 'appEntry')!;
  const entries = Object.entries(params).map(([name, value]) => [
    name,
    { name, value, expression: '', evalType: 'literal' as const },
  ]);
  const node = {
    ...app,
    id: 'node_deploy',
    name: 'deploy',
    definitionName: 'deployment',
    params: Object.fromEntries(entries),
  };
  const wire = {
    sourceNode: app.id,
    sourceOutputIdentifier: 'app',
    targetNode: node.id,
    targetInputIdentifier: 'entrypoint',
    order: 0,
  };
  return {
    nodes: [...graph.nodes, node],
    connections: [...graph.connections, { ...wire, id: connectionId(wire) }],
  };
}

describe('building the published file set in the workspace', () => {
  it('builds the project as nodeloom build does: index page, app script, manifest, styles, config, public files', async () => {
    const { graph, name } = sampleProject();
    const { files, branch } = await buildSiteFiles({ graph, registry, name });
    expect(files.map((f) => f.path)).toEqual([
      'index.html',
      'app.js',
      'package.json',
      'styles.css',
      'tailwind.config.js',
      'public/robots.txt',
    ]);
    expect(String(files[0]?.content)).toContain('<title>Home page</title>');
    expect(JSON.parse(String(files[2]?.content)).name).toBe('sample-shop');
    expect(branch).toBeUndefined();
  });

  it("takes a deployment node's branch, message and entrypoint", async () => {
    const graph = withDeploymentNode({ branch: 'next', message: 'From the node' });
    const built = await buildSiteFiles({ graph, registry, deploymentNodeId: 'node_deploy' });
    expect(built).toMatchObject({ branch: 'next', message: 'From the node' });
    expect(built.files.map((f) => f.path)).toContain('app.js');
  });

  it('names what is wrong: no appEntry, or a deployment node without a branch', async () => {
    const { graph } = sampleProject();
    const withoutEntry = {
      nodes: graph.nodes.filter((n) => n.id !== 'node_app'),
      connections: graph.connections.filter((c) => c.targetNode !== 'node_app'),
    };
    await expect(buildSiteFiles({ graph: withoutEntry, registry })).rejects.toThrow(
      new SiteBuildError('An appEntry node is required to deploy'),
    );
    const graphWithNode = withDeploymentNode({ branch: ' ', message: 'x' });
    await expect(
      buildSiteFiles({ graph: graphWithNode, registry, deploymentNodeId: 'node_deploy' }),
    ).rejects.toThrow('Required parameter not set: branch');
  });

  it('sends text as it is and bytes in base64, and counts UTF-8 bytes', () => {
    const files = [
      { path: 'index.html', content: 'é' },
      { path: 'public/a.bin', content: new Uint8Array([0, 255, 1]) },
    ];
    expect(deployFilesOf(files)).toEqual([
      { path: 'index.html', content: 'é' },
      { path: 'public/a.bin', content: 'AP8B', encoding: 'base64' },
    ]);
    expect(siteBytes(files)).toBe(5);
  });

  it('gives each snapshot its own short preview branch', () => {
    expect(snapshotBranch('6B04FBA8380FC29D3F70A6B1')).toBe('snap-3f70a6b1');
  });
});
