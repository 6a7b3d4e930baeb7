// Issue 12's Done-when walks for the component previewer and the console: a two-route page
// (router, routes, link) shown in the previewer, its link clicked inside the frame; an evaluation
// error seen in the console and its node reached from there.

import { unnamedPageNode } from '@nodeloom/site/testing';
import { canvasNode, expectSelected, HIDE_CANVAS_OVERLAYS } from '../support/canvas.js';
import { saveSiteGraph } from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });

/** A previewer node on the canvas naming the app by its path, at half size, no border. */
const previewerNode = {
  id: 'node_app_preview',
  definitionName: 'previewer',
  name: 'app_preview',
  parentId: 'hex',
  position: { x: 1200, y: 300 },
  size: { width: 400, height: 300 },
  color: '#808080',
  comment: '',
  params: {
    nodePath: literal('nodePath', 'app'),
    zoom: literal('zoom', 0.5),
    showBorder: literal('showBorder', false),
  },
  customParams: {},
  flags: {},
};

const brokenPage = unnamedPageNode('broken_page', { x: 1200, y: 900 });

test('a two-route page navigates inside the previewer, and the console leads to a failing node', async ({
  page,
}, testInfo) => {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: `Previewer walk ${uniqueName('p')}`,
  });
  await saveSiteGraph(page, id);
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: brokenPage },
      { type: 'saveNode', node: previewerNode },
    ],
  });
  await page.goto(`/project?id=${id}`);

  // the previewer (Basic layout) shows the level's appEntry: the layout with the index route
  const preview = page
    .getByRole('region', { name: 'Component previewer' })
    .frameLocator('iframe[title="Preview of app"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Welcome home', { timeout: 60_000 });
  await preview.getByRole('link', { name: 'User 42' }).click();
  await expect(preview.locator('#user-id')).toHaveText('42');
  await preview.getByRole('link', { name: 'Home' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Welcome home');
  // the level's exportPageConfigs reached the preview as they reach a deploy (Tailwind theme colour)
  await expect(preview.locator('#content')).toHaveCSS('color', 'rgb(18, 52, 86)');

  // an edit upstream of the previewed node rebuilds the preview
  await canvasNode(page, 'node_welcome').click();
  const text = page.getByRole('region', { name: 'Parameters' }).getByLabel('Text', { exact: true });
  await text.fill('Welcome back');
  await text.press('Control+Enter');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Welcome back', { timeout: 30_000 });

  // the previewer node draws the page its path names on the canvas
  await canvasNode(page, 'node_app_preview').click();
  await page.keyboard.press('f');
  // below zoom 0.4 nodes are plain plates; zoom in on the framed node until its body shows
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom In' }).click();
  const onCanvas = canvasNode(page, 'node_app_preview').frameLocator('iframe[title="Preview of app"]');
  await expect(onCanvas.getByRole('heading', { level: 1 })).toHaveText('Welcome back', { timeout: 30_000 });
  // its picture for the docs (docs/screenshots/viewer-previewer.png), without the canvas overlays
  await canvasNode(page, 'node_app_preview').screenshot({
    path: testInfo.outputPath('viewer-previewer.png'),
    style: HIDE_CANVAS_OVERLAYS,
  });

  // the console (Pro layout) lists the failing node's error and jumps to it
  await page.getByRole('button', { name: /^Layout: / }).click();
  await page.getByRole('menuitemradio', { name: 'Pro' }).click();
  const consolePanel = page.getByRole('region', { name: 'Console' });
  const line = consolePanel.getByRole('listitem').filter({
    hasText: 'Failed to parse node broken_page exportPage: Required input not connected: content',
  });
  await expect(line).toBeVisible({ timeout: 20_000 });
  // the hidden node-script frame's SDK announced itself through a validated sdkReady message
  await expect(
    consolePanel.getByRole('listitem').filter({ hasText: 'Node scripts: SDK ready (version 1.0.0)' }),
  ).toBeVisible();
  await consolePanel.getByRole('button', { name: /^Errors/ }).click();
  await expect(consolePanel.getByRole('listitem')).toHaveCount(1);
  await line.getByRole('button', { name: 'Go to broken_page' }).click();
  const node = canvasNode(page, 'node_broken_page');
  await expectSelected(node);
  await expect(node).toBeInViewport();
});
