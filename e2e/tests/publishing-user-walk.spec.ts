// Issue 15's publishing walk, as a user: a two-page site in a project, deployed to main from the
// workspace's deployment manager, browsed on its own origin (<alias>.localhost:<port>), a change
// deployed to a preview branch while main stays, main rolled back, then taken down (404).
import type { Locator, Page } from '@playwright/test';
import { createSiteProject, literal, openDeploymentManager, saveSiteGraph } from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';

// building the site in the browser and three deploys on a shared 2-core machine
test.setTimeout(120_000);

const CHANGED_WELCOME = 'Welcome to the new shop';
const changeWelcome = (params: Record<string, Record<string, unknown>>) => {
  params.node_welcome = {
    ...params.node_welcome,
    text: literal('text', CHANGED_WELCOME),
  };
};

/** Deploys the project as it is now from the open manager; answers the branch alias's address. */
async function deployFromManager(dialog: Locator, branch: string, message: string): Promise<string> {
  const form = dialog.getByRole('form', { name: 'Deploy' });
  await form.getByLabel('Branch').fill(branch);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Deploy' }).click();
  const status = dialog.getByRole('status').filter({ hasText: `Deployed the project to ${branch}` });
  await expect(status).toBeVisible({ timeout: 60_000 });
  const alias = await status.getByRole('link').getAttribute('href');
  expect(alias).toMatch(
    new RegExp(`^http://${branch}--publishing-walk-[a-z0-9-]+-[a-z0-9]{6}\\.localhost:\\d+/$`),
  );
  await expect(dialog.getByRole('listitem', { name: `${branch}: ${message}` })).toBeVisible();
  return alias!;
}

async function expectHome(site: Page, url: string, heading: string): Promise<void> {
  const response = await site.goto(url);
  expect(response?.status()).toBe(200);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('a site is deployed from the workspace, browsed on its own origin, previewed, rolled back and taken down', async ({
  page,
  context,
}) => {
  await signInWithTestAccount(page);
  const projectId = await createSiteProject(page, `Publishing walk ${uniqueName('p')}`);
  let dialog = await openDeploymentManager(page, projectId);
  await expect(dialog.getByText('No deployments yet.')).toBeVisible();

  // 1. deploy to main and browse both pages on the alias's own origin
  const main = await deployFromManager(dialog, 'main', 'First release');
  const site = await context.newPage();
  await expectHome(site, main, 'Welcome home');
  await expect(site).toHaveTitle('Home page');
  // the Tailwind theme colour compiled in the browser reached the published styles
  await expect(site.locator('#content')).toHaveCSS('color', 'rgb(18, 52, 86)');
  await site.getByRole('link', { name: 'User 42' }).click();
  await expect(site).toHaveURL(`${main}users/42`);
  await expect(site.locator('#user-id')).toHaveText('42');
  await expect(site).toHaveTitle('User page');
  await site.getByRole('link', { name: 'Home' }).click();
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Welcome home');
  // a deep link is answered with the app (history fallback), the public file from the root
  expect((await site.goto(`${main}users/7`))?.status()).toBe(200);
  await expect(site.locator('#user-id')).toHaveText('7');
  // (Chromium resolves *.localhost to loopback; Node's resolver does not, so the browser fetches)
  const robots = await site.goto(`${main}robots.txt`);
  expect(await robots?.text()).toBe('User-agent: *\nAllow: /\n');

  // 2. a change, deployed to a preview branch: the preview has it, main does not
  await saveSiteGraph(page, projectId, changeWelcome);
  dialog = await openDeploymentManager(page, projectId);
  const preview = await deployFromManager(dialog, 'preview', 'New welcome');
  await expectHome(site, preview, CHANGED_WELCOME);
  await expectHome(site, main, 'Welcome home');

  // 3. the change goes to main, then main is rolled back to the first release
  await deployFromManager(dialog, 'main', 'Second release');
  await expectHome(site, main, CHANGED_WELCOME);
  const first = dialog.getByRole('listitem', { name: 'main: First release' });
  await first.getByRole('button', { name: 'Roll back' }).click();
  await expect(dialog.getByText('main now serves this deployment')).toBeVisible();
  await expect(first.getByText('Live on branch')).toBeVisible();
  await expectHome(site, main, 'Welcome home');

  // 4. take the live main deployment down: its alias and its own host answer 404
  const ownHost = await first.getByRole('link').first().getAttribute('href');
  await first.getByRole('button', { name: 'Take down' }).click();
  await page
    .getByRole('alertdialog', { name: 'Take this deployment down?' })
    .getByRole('button', { name: 'Take down' })
    .click();
  await expect(first.getByText('Taken down')).toBeVisible();
  expect((await site.goto(main))?.status()).toBe(404);
  expect((await site.goto(ownHost!))?.status()).toBe(404);
  // the preview branch is another deployment: still served
  await expectHome(site, preview, CHANGED_WELCOME);
});
