// Shared by the publishing specs: a two-page project made through the API, and the deployment
// manager opened from the workspace's top-bar Menu.

import { connectionId } from '@nodeloom/engine';
import { sampleProject } from '@nodeloom/site/testing';
import type { Page } from '@playwright/test';
import { expect } from './test.js';
import { callFromPage, expectProjectLoaded, openFromWorkspaceMenu } from './workspace.js';

/**
 * Creates a project holding the sample site (a browser router with a layout, a home page and a
 * users/:id page, Tailwind theme, a public file) and returns its id. `edit` may change nodes first.
 */
export async function createSiteProject(
  page: Page,
  name: string,
  edit: (params: Record<string, Record<string, unknown>>) => void = () => {},
): Promise<string> {
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name });
  await saveSiteGraph(page, id, edit);
  return id;
}

/** Saves the sample site's nodes and wires into the project; `edit` changes params by node id. */
export async function saveSiteGraph(
  page: Page,
  projectId: string,
  edit: (params: Record<string, Record<string, unknown>>) => void = () => {},
): Promise<void> {
  const { graph } = sampleProject();
  const params = Object.fromEntries(graph.nodes.map((node) => [node.id, { ...node.params }]));
  edit(params);
  const unorderedUpdates = [
    ...graph.nodes.map((node) => ({ type: 'saveNode', node: { ...node, params: params[node.id] } })),
    ...graph.connections.map((connection) => ({ type: 'saveConnection', connection })),
  ];
  await callFromPage(page, 'POST', `/projects/${projectId}/graph`, { unorderedUpdates });
}

/** Opens the project in the workspace and the deployment manager from the Menu. */
export async function openDeploymentManager(page: Page, projectId: string) {
  await page.goto(`/project?id=${projectId}`);
  // the whole workspace loads first (slow on a busy machine)
  await expectProjectLoaded(page);
  await openFromWorkspaceMenu(page, 'Project', 'Open deployment and domain manager');
  const dialog = page.getByRole('dialog', { name: 'Deployments and domains' });
  await expect(dialog.getByRole('tab', { name: 'Deployments' })).toBeVisible();
  return dialog;
}

/** A literal param entry as the graph stores it. */
export const literal = (name: string, value: unknown) => ({
  name,
  value,
  expression: '',
  evalType: 'literal',
});

/** Adds a deployment node (branch, message) fed by the sample site's appEntry. */
export async function addDeploymentNode(
  page: Page,
  projectId: string,
  params: { branch: string; message: string },
): Promise<string> {
  const id = 'node_deploy';
  const wire = {
    sourceNode: 'node_app',
    sourceOutputIdentifier: 'app',
    targetNode: id,
    targetInputIdentifier: 'entrypoint',
    order: 0,
  };
  const node = {
    id,
    definitionName: 'deployment',
    name: 'deploy',
    parentId: 'hex',
    position: { x: 300, y: 0 },
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params: { branch: literal('branch', params.branch), message: literal('message', params.message) },
    customParams: {},
    flags: {},
  };
  await callFromPage(page, 'POST', `/projects/${projectId}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node },
      { type: 'saveConnection', connection: { ...wire, id: connectionId(wire) } },
    ],
  });
  return id;
}
