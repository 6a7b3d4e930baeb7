// Issue 23 row 7, as a user: the site preview shows the project's site built in the browser by
// the deploy's own builder, nothing published; exportPage's two previewer flags decide which
// pages the site previewer and the component previewer show.

import { GraphBuilder } from '@nodeloom/engine/testing';
import type { Page } from '@playwright/test';
import { canvasNode, clickNodeName } from '../support/canvas.js';
import { saveSiteGraph } from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectLiveCanvas, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(120_000);

/** Two pages beside the sample site: "About" (flags on) and "Hidden" (both previewer flags off). */
function pageNodes() {
  const graph = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  graph.add('htmlElement', 'about_heading', { params: { tag: 'h1', text: 'About us' } });
  graph.add('addTailwindStyles', 'about_styles', { params: { styles: 'text-brand' } });
  graph.wire('node_about_heading', 'element', 'node_about_styles', 'html');
  graph.add('exportPage', 'about_page', { params: { name: 'About' } });
  graph.wire('node_about_styles', 'html', 'node_about_page', 'content');
  graph.add('htmlElement', 'hidden_heading', { params: { tag: 'h1', text: 'Not for previewers' } });
  graph.add('exportPage', 'hidden_page', {
    params: { name: 'Hidden', showInSitePreviewer: false, showInComponentPreviewer: false },
  });
  graph.wire('node_hidden_heading', 'element', 'node_hidden_page', 'content');
  const { nodes, connections } = graph.toGraph();
  return [
    ...nodes.map((node, i) => ({
      type: 'saveNode',
      node: { ...node, position: { x: 300 + (i % 2) * 220, y: 120 + Math.floor(i / 2) * 120 } },
    })),
    ...connections.map((connection) => ({ type: 'saveConnection', connection })),
  ];
}

const sitePreview = (page: Page) => page.getByRole('dialog', { name: 'Site preview' });

test('the site preview builds the site here, lists the pages shown in it, and publishes nothing', async ({
  page,
}) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: `Site preview ${uniqueName('p')}`,
  });
  await saveSiteGraph(page, id);
  await callFromPage(page, 'POST', `/projects/${id}/graph`, { unorderedUpdates: pageNodes() });
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);

  await openFromWorkspaceMenu(page, 'Project', 'Site preview');
  const dialog = sitePreview(page);
  await expect(dialog.getByText('Built in this browser · not published')).toBeVisible();
  // the whole site from its appEntry, its router working inside the frame
  const site = dialog.frameLocator('iframe[title="Site preview of the site"]');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Welcome home', { timeout: 60_000 });
  await site.getByRole('link', { name: 'User 42' }).click();
  await expect(site.locator('#user-id')).toHaveText('42');
  // the page flagged off is not offered; the other one shows alone
  const show = dialog.getByLabel('Show');
  await expect(show.getByRole('option')).toHaveText(['Whole site (appEntry)', 'Page about_page']);
  await show.selectOption({ label: 'Page about_page' });
  const about = dialog.frameLocator('iframe[title="Site preview of about_page"]');
  await expect(about.getByRole('heading', { level: 1 })).toHaveText('About us');
  // the page configs of its level reach it (the sample's Tailwind theme colour)
  await expect(about.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(18, 52, 86)');
  await dialog.screenshot({ path: test.info().outputPath('site-preview.png') });

  // previewing published nothing: publishing is its own step
  const deployments = await callFromPage<unknown[]>(page, 'GET', `/publishing/deployments/projects/${id}`);
  expect(deployments).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish…' }).click();
  await expect(page.getByRole('dialog', { name: 'Deployments and domains' })).toBeVisible();
  await page.keyboard.press('Escape');

  // the component previewer leaves out the page whose flag is off, and says why
  await clickNodeName(canvasNode(page, 'node_hidden_page'));
  const previewer = page.getByRole('region', { name: 'Component previewer' });
  await expect(previewer.getByRole('alert')).toContainText('Its "Show in component previewer" flag is off.');
  await clickNodeName(canvasNode(page, 'node_about_page'));
  await expect(
    previewer.frameLocator('iframe[title="Preview of about_page"]').getByRole('heading', { level: 1 }),
  ).toHaveText('About us', { timeout: 60_000 });
});
