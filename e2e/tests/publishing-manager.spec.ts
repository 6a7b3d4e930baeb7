// The deployment manager beyond the user walk: a snapshot's preview in one click (it serves the
// snapshot, not the project as it is now), the deployment node's Deploy (its branch and message),
// site preview framing a deployment, and custom domains with the records to set.
import { canvasNode, clickNodeName } from '../support/canvas.js';
import {
  addDeploymentNode,
  createSiteProject,
  literal,
  openDeploymentManager,
  saveSiteGraph,
} from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

test.setTimeout(120_000);

const NEW_WELCOME = 'Welcome after the snapshot';

test('a snapshot preview in one click, the deployment node deploys, site preview, custom domains', async ({
  page,
  context,
}) => {
  await signInWithTestAccount(page);
  const projectId = await createSiteProject(page, `Manager ${uniqueName('p')}`);
  await callFromPage(page, 'POST', `/projectSnapshots?projectId=${projectId}`, { name: 'Before the sale' });
  await saveSiteGraph(page, projectId, (params) => {
    params.node_welcome = { ...params.node_welcome, text: literal('text', NEW_WELCOME) };
  });
  await addDeploymentNode(page, projectId, { branch: 'next', message: 'From the node' });
  const dialog = await openDeploymentManager(page, projectId);

  // a snapshot's preview: its own branch, serving the snapshot
  await dialog.getByRole('tab', { name: 'Snapshot previews' }).click();
  const snapshot = dialog.getByRole('listitem', { name: 'Snapshot Before the sale' });
  await expect(snapshot.getByText(/Not deployed: its preview goes to branch snap-[0-9a-f]{8}/)).toBeVisible();
  await snapshot.getByRole('button', { name: 'Deploy preview' }).click();
  await expect(dialog.getByText(/Deployed snapshot Before the sale to snap-[0-9a-f]{8}/)).toBeVisible({
    timeout: 60_000,
  });
  const previewUrl = await snapshot.getByRole('link').getAttribute('href');
  expect(previewUrl).toMatch(/^http:\/\/snap-[0-9a-f]{8}--manager-/);
  const site = await context.newPage();
  await site.goto(previewUrl!);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('Welcome home');

  // site preview frames that deployment on its own origin
  await dialog.getByRole('tab', { name: 'Deployments' }).click();
  const row = dialog.getByRole('listitem', { name: /^snap-[0-9a-f]{8}: Deploy from Nodeloom$/ });
  await row.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Site preview' });
  const frame = preview.frameLocator('iframe[title^="Published site"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Welcome home');
  await preview.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Invalidate cache' }).click();
  await expect(dialog.getByText('Caches cleared on every server')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the deployment node deploys the project as it is now to its own branch, with its message
  await clickNodeName(canvasNode(page, 'node_deploy'));
  await page.getByRole('region', { name: 'Parameters' }).getByRole('button', { name: 'Deploy' }).click();
  await expect(dialog.getByText('Deployed node deploy to next')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('listitem', { name: 'next: From the node' })).toBeVisible();
  await site.goto(
    await dialog
      .getByRole('status')
      .getByRole('link')
      .getAttribute('href')
      .then((h) => h!),
  );
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(NEW_WELCOME);

  // custom domains: the records to set, pending; our refusals named
  await dialog.getByRole('tab', { name: 'Custom domains' }).click();
  await expect(dialog.getByText('No custom domains.')).toBeVisible();
  const domainName = `${uniqueName('shop')}.example.org`;
  await dialog.getByLabel('Domain', { exact: true }).fill(domainName);
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  const domain = dialog.getByRole('listitem', { name: domainName });
  await expect(domain.getByText('Pending verification')).toBeVisible();
  const records = domain.getByRole('table', { name: `DNS records for ${domainName}` });
  await expect(records.getByRole('row', { name: /^NS/ })).toHaveCount(2);
  await expect(records.getByRole('row', { name: /^TXT/ })).toContainText(`_nodeloom-challenge.${domainName}`);
  await expect(records.getByRole('row', { name: /^TXT/ })).toContainText('nodeloom-verify=');
  await domain.getByRole('button', { name: 'Check now' }).click();
  await expect(domain.getByText('Pending verification')).toBeVisible();
  await dialog.getByLabel('Domain', { exact: true }).fill('github.io');
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'github.io is a public suffix, not a domain you can own',
  );
  await domain.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('No custom domains.')).toBeVisible();
});
