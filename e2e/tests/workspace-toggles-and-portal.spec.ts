// Issue 23 row 6, as a user: the status bar and the project browser as workspace toggles, the login
// portal from shared and embedded views, the official documentation from About and node help, and
// the admin flag loading anyone's project for an administrator only.

import { GraphBuilder } from '@nodeloom/engine/testing';
import type { Page } from '@playwright/test';
import { canvasNode } from '../support/canvas.js';
import { E2E_ADMIN_EMAIL } from '../support/environment.js';
import { savedNode } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import {
  callFromPage,
  expectLiveCanvas,
  OPEN_TIMEOUT_MS,
  openFromPalette,
  shareProject,
} from '../support/workspace.js';
import { openNewProject, pane } from './canvas-support.js';

test.setTimeout(90_000);

// the server's own documentation (apps/server/src/docs), the link's default
const DOCUMENTATION = '/docs';
const projectBrowser = (page: Page) => page.getByRole('complementary', { name: 'Project browser' });
const statusBar = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' });

/** A signed-in user's new project holding one constant node named `marker`. */
async function projectWithMarker(page: Page, name: string): Promise<string> {
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name });
  const node = savedNode('node_marker', 'constant', 'marker', { x: 200, y: 120 });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node }],
  });
  return id;
}
const marker = (page: Page) => canvasNode(page, 'node_marker');

test('the status bar and the project browser come and go as toggles', async ({ page }) => {
  await openNewProject(page);
  const shown = await page.locator('.workspace-project-name').textContent();
  // opening a project hid the browser (spec 1 §4 step 9); the status bar is shown by default
  await expect(projectBrowser(page)).toBeHidden();
  await expect(statusBar(page)).toBeVisible();

  await openFromPalette(page, 'Show or hide the project browser');
  await expect(projectBrowser(page)).toBeVisible();
  await expect(projectBrowser(page).getByRole('link', { name: shown! })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.screenshot({ path: test.info().outputPath('project-browser.png') });
  await projectBrowser(page).getByRole('button', { name: 'Hide' }).click();
  await expect(projectBrowser(page)).toBeHidden();

  await openFromPalette(page, 'Show or hide the status bar');
  await expect(statusBar(page)).toBeHidden();
  await expect(pane(page)).toBeVisible();
  await openFromPalette(page, 'Show or hide the status bar');
  await expect(statusBar(page)).toBeVisible();
});

/** A project whose hex context holds a level `shop` (a constant and a level `cart` inside). */
async function projectWithLevels(page: Page): Promise<string> {
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Levels'),
  });
  const g = new GraphBuilder({ defaultParent: 'hex', nodeId: (name) => `node_${name}` });
  g.add('level', 'shop');
  g.add('constant', 'price', { parent: 'node_shop' });
  g.add('level', 'cart', { parent: 'node_shop' });
  const nodes = g.toGraph().nodes.filter((node) => node.parentId !== undefined);
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: nodes.map((node, i) => ({
      type: 'saveNode',
      node: { ...node, position: { x: 200, y: 100 + i * 120 } },
    })),
  });
  return id;
}

test('the node graph panel shows the project’s levels and opens the one chosen', async ({ page }) => {
  await signInWithTestAccount(page);
  await page.goto(`/project?id=${await projectWithLevels(page)}`);
  await expectLiveCanvas(page);
  await page.getByRole('button', { name: 'Panels' }).click();
  await page.getByRole('menuitem', { name: 'Open Node graph' }).click();
  const tree = page.getByRole('navigation', { name: 'Node graph' });
  const level = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}\\b`) });
  await expect(tree.getByRole('treeitem')).toHaveText([
    /^Root,3 nodes$/,
    /^fex,functionContext,0 nodes$/,
    /^hex,htmlContext,1 node$/,
    /^shop,level,2 nodes$/,
    /^cart,level,0 nodes$/,
    /^price,constant$/,
    /^tex,taskContext,0 nodes$/,
  ]);
  await expect(level('hex')).toHaveAttribute('aria-current', 'location');
  await level('cart').click();
  await expect(level('cart')).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('navigation', { name: 'Level path' })).toHaveText(/Root.*hex.*shop.*cart/);
  // the screenshot without the opening toast over the panel, if it is still up
  for (const toast of await page.getByRole('button', { name: 'Dismiss' }).all()) await toast.click();
  await page.screenshot({ path: test.info().outputPath('node-graph.png') });
});

test('About and node help lead to the official documentation', async ({ page }) => {
  await openNewProject(page);
  await openFromPalette(page, 'About Nodeloom');
  const about = page.getByRole('dialog', { name: 'About Nodeloom' });
  await expect(about.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', DOCUMENTATION);
  await about.screenshot({ path: test.info().outputPath('about.png') });
  await page.keyboard.press('Escape');
  await openFromPalette(page, 'Node help');
  const help = page.getByRole('dialog', { name: 'Node help' });
  await expect(help.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', DOCUMENTATION);
  await expect(help.getByRole('link', { name: 'Documentation' })).toHaveAttribute('target', '_blank');
});

test('a signed-out visitor of a shared or embedded project reaches the login portal', async ({
  page,
  browser,
}) => {
  await signInWithTestAccount(page);
  const name = uniqueName('Shared');
  const id = await projectWithMarker(page, name);
  const pat = await shareProject(page, id);

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(`/project?id=${id}&pat=${pat}`);
  await expect(marker(shared)).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await shared.getByRole('link', { name: 'Sign in' }).click();
  // the portal keeps where the visitor came from, to bring them back after signing in
  await expect(shared).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('returnTo') === `/project?id=${id}&pat=${pat}`,
  );
  await expect(shared.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // embedded in another site, the portal opens in a tab of its own
  const embed = await visitor.newPage();
  await embed.goto(`/embed?id=${id}&pat=${pat}`);
  await expect(marker(embed)).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  const signIn = embed.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toHaveAttribute('target', '_blank');
  const [portal] = await Promise.all([embed.context().waitForEvent('page'), signIn.click()]);
  await expect(portal.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await visitor.close();
});

test('the admin flag loads anyone’s project for an administrator, and for nobody else', async ({
  page,
  browser,
}) => {
  await signInWithTestAccount(page);
  const name = uniqueName('Private');
  const id = await projectWithMarker(page, name);

  // another user: the flag changes nothing, the project stays closed to them
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signInWithTestAccount(strangerPage);
  await strangerPage.goto(`/project?id=${id}&admin=1`);
  await expect(strangerPage.getByRole('heading', { name: 'This project could not be opened' })).toBeVisible();
  await stranger.close();

  // the administrator (ADMIN_EMAILS, address confirmed): without the flag closed, with it open read-only
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  const signup = await callFromPage<{ isAdmin: boolean; confirmation: { link?: string } }>(
    adminPage,
    'POST',
    '/auth/signup/email',
    { email: E2E_ADMIN_EMAIL, password: 'correct horse battery' },
  );
  await adminPage.goto(signup.confirmation.link!);
  await adminPage.goto(`/project?id=${id}`);
  await expect(adminPage.getByRole('heading', { name: 'This project could not be opened' })).toBeVisible();
  await adminPage.goto(`/project?id=${id}&admin=1`);
  await expect(adminPage.getByRole('heading', { name })).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(marker(adminPage)).toBeVisible();
  await expect(adminPage.getByText('Read-only', { exact: true })).toBeVisible();
  await admin.close();
});
