// The UDN manager: every UDN listed 20 a page until all are read, graphs fetched 30 ids a call with
// spec 1 §8's loading toasts, delete with a confirmation (the server no longer has it), Escape closes.
import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(150_000);

const GROUPS = 16; // a draft and v1.0.0 each: 32 records, two pages of 20 and two graph batches of 30

const innerGraph = {
  nodes: [
    {
      id: 'node_mgr_in',
      definitionName: 'levelInput',
      name: 'x',
      position: { x: 0, y: 0 },
      size: { width: 160, height: 50 },
      color: '#808080',
      comment: '',
      params: {},
      customParams: {},
      flags: {},
    },
  ],
  connections: [],
};

async function seedUdns(page: Page) {
  for (let i = 0; i < GROUPS; i++) {
    const group = await callFromPage<{ id: string }>(page, 'POST', '/udns/versionGroups', {});
    const draft = await callFromPage<{ definition: { udnId: string } }>(page, 'POST', '/udns', {
      definition: { definitionName: `Udn${String(i).padStart(2, '0')}`, hasSubLevel: true },
      graph: innerGraph,
      versionGroupId: group.id,
    });
    await callFromPage(page, 'POST', `/udns/${draft.definition.udnId}/versions/1.0.0`);
  }
}

test('the UDN manager lists every UDN, fetches their graphs in batches and deletes one', async ({ page }) => {
  await signInWithTestAccount(page);
  await seedUdns(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('UDN manager'),
  });
  // the open lists the user's UDNs too (both pages), after the canvas of a graph using none:
  // the manager's own requests are counted from when that is done
  const openListed = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/udns') && url.searchParams.get('page') === '2';
  });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByRole('navigation', { name: 'Level path' })).toBeVisible({ timeout: 30_000 });
  await openListed;

  const pages: string[] = [];
  const batches: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/udns') && request.method() === 'GET')
      pages.push(url.searchParams.get('page')!);
    if (url.pathname.endsWith('/udns/getWithGraphsByIds'))
      batches.push((request.postDataJSON() as { udnIds: string[] }).udnIds.length);
  });
  await openFromWorkspaceMenu(page, 'Library', 'Open UDN manager');
  const dialog = page.getByRole('dialog', { name: 'UDN manager' });
  await expect(dialog.getByText(`${GROUPS * 2} UDN records in ${GROUPS} version groups`)).toBeVisible();
  await expect(page.getByText('UDN graph loading status: loaded')).toBeVisible();
  await expect(page.getByText(`${GROUPS * 2} UDNs in total`)).toBeVisible();
  expect(pages).toEqual(['1', '2']);
  expect(batches).toEqual([30, 2]);
  const row = dialog.getByLabel('Udn00 v1.0.0');
  await expect(row.getByText('1 inner node ·', { exact: false })).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('udn-manager.png') });

  // delete one version, after a confirmation
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Udn00 v1.0.0?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Udn00 v1.0.0 deleted')).toBeVisible();
  await expect(dialog.getByLabel('Udn00 v1.0.0')).toHaveCount(0);
  await expect(dialog.getByText(`${GROUPS * 2 - 1} UDN records in ${GROUPS} version groups`)).toBeVisible();
  const stored = await callFromPage<{ metadata: { totalCount: number } }>(
    page,
    'GET',
    '/udns?page=1&pageSize=1',
  );
  expect(stored.metadata.totalCount).toBe(GROUPS * 2 - 1);

  // the group's shared definition, in the edit group dialog over the manager
  await dialog.getByRole('listitem', { name: 'Udn01' }).getByRole('button', { name: 'Edit group…' }).click();
  const editGroup = page.getByRole('dialog', { name: 'Edit group' });
  await editGroup.getByLabel('Category').fill('math');
  await editGroup.screenshot({ path: test.info().outputPath('udn-edit-group.png') });
  await editGroup.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Version group of Udn01 saved')).toBeVisible();
  await expect(editGroup).toHaveCount(0);
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
