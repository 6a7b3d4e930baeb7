// Issue 13's UDN dialogs that spec 1 §2 names: draft in version group, edit group and the UDN
// editor, each opened from the command palette, used, and closed with Escape; what the server
// stored is checked after each.

import type { Page } from '@playwright/test';
import { canvasNodesOf, clickNodeName } from '../support/canvas.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { seedUdnGroup } from '../support/udns.js';
import { callFromPage, openFromPalette, openFromWorkspaceMenu } from '../support/workspace.js';

test.setTimeout(150_000);

interface StoredUdn {
  definition: {
    udnId: string;
    definitionName: string;
    version: string;
    description?: string;
    draft: boolean;
    inputs?: { label: string }[];
  };
  versionGroup: { id: string };
  versionDescription: string | null;
}

const storedUdns = async (page: Page) =>
  (await callFromPage<{ udns: StoredUdn[] }>(page, 'GET', '/udns?page=1&pageSize=100')).udns;

/** Opens a dialog from the palette and closes it with Escape. */
async function opensAndEscapes(page: Page, command: string, title: string) {
  await openFromPalette(page, command);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

const shot = (page: Page, name: string) =>
  page
    .getByRole('dialog')
    .last()
    .screenshot({ path: test.info().outputPath(`${name}.png`) });

test('draft in version group, edit group and the UDN editor, from the palette', async ({ page }) => {
  await signInWithTestAccount(page);
  const badgeGroup = (await seedUdnGroup(page, 'Badge', ['1.0.0', '1.1.0'], false)).groupId;
  const alphaGroup = (await seedUdnGroup(page, 'Alpha', ['1.0.0'], true)).groupId;
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('UDN dialogs'),
  });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByRole('navigation', { name: 'Level path' })).toBeVisible({ timeout: 30_000 });

  await test.step('the three are in the Library submenu of the workspace menu too', async () => {
    for (const [command, title] of [
      ['New UDN draft in a version group', 'Draft in version group'],
      ['Edit UDN version group', 'Edit group'],
      ['Open UDN editor', 'UDN editor'],
    ] as const) {
      await openFromWorkspaceMenu(page, 'Library', command);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  await test.step('draft in version group', async () => {
    await opensAndEscapes(page, 'New UDN draft in a version group', 'Draft in version group');
    await openFromPalette(page, 'New UDN draft in a version group');
    const dialog = page.getByRole('dialog', { name: 'Draft in version group' });
    // no group given: the user picks it, then the version to start from
    await dialog.getByLabel('Version group').selectOption({ label: 'Badge (2 records)' });
    await expect(dialog.getByLabel('Start from')).toHaveValue(
      (await storedUdns(page)).find((u) => u.definition.version === '1.1.0')!.definition.udnId,
    );
    await dialog.getByLabel('Start from').selectOption({ label: 'v1.0.0' });
    await expect(dialog.getByLabel('Draft name')).toHaveValue('Badge');
    await dialog.getByLabel('Draft name').fill('Badge next');
    await dialog.getByLabel('Description').fill('Badge with a border');
    await shot(page, 'udn-draft');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByText('Draft of Badge next created')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const drafts = (await storedUdns(page)).filter(
      (u) => u.versionGroup.id === badgeGroup && u.definition.draft,
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.definition).toMatchObject({
      definitionName: 'Badge next',
      description: 'Badge with a border',
      version: 'latestDraft',
    });

    // the manager lists it in its group
    await openFromPalette(page, 'Open UDN manager');
    const manager = page.getByRole('dialog', { name: 'UDN manager' });
    const group = manager.getByRole('listitem', { name: 'Badge next' });
    await expect(group.getByLabel('Badge next Draft')).toBeVisible();
    await expect(group.getByLabel('Badge next v1.0.0')).toBeVisible();
    await shot(page, 'udn-manager');
    // opened from the manager on a group that has a draft: it replaces that draft
    await group.getByRole('button', { name: 'Replace draft…' }).click();
    const over = page.getByRole('dialog', { name: 'Draft in version group' });
    await expect(over.getByLabel('Version group')).toHaveCount(0);
    await expect(over.getByText('Badge next already has a draft')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(over).toHaveCount(0);
    await expect(manager).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(manager).toHaveCount(0);
  });

  await test.step('edit group', async () => {
    await opensAndEscapes(page, 'Edit UDN version group', 'Edit group');
    await openFromPalette(page, 'Edit UDN version group');
    const dialog = page.getByRole('dialog', { name: 'Edit group' });
    await dialog.getByLabel('Version group').selectOption({ label: 'Alpha (2 records)' });
    await dialog.getByLabel('Shared name').fill('Alpha');
    await dialog.getByLabel('Category').fill('math');
    await dialog.getByLabel('Shared description').fill('Adds numbers');
    await dialog.getByLabel('Other shared fields (JSON object)').fill('{"icon": "sum"');
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await expect(dialog.getByText('Other fields must be valid JSON')).toBeVisible();
    await dialog.getByLabel('Other shared fields (JSON object)').fill('{"icon": "sum"}');
    await shot(page, 'udn-group-edit');
    await dialog.getByRole('button', { name: 'Save group' }).click();
    await expect(page.getByText('Version group of Alpha saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // a PATCH without sharedDefinition changes nothing and answers what is stored
    const stored = await callFromPage<{ sharedDefinition: unknown }>(
      page,
      'PATCH',
      `/udns/versionGroups/${alphaGroup}`,
      {},
    );
    expect(stored.sharedDefinition).toEqual({
      definitionName: 'Alpha',
      description: 'Adds numbers',
      category: 'math',
      icon: 'sum',
    });

    // opened again from the manager, it shows what is stored
    await openFromPalette(page, 'Open UDN manager');
    const manager = page.getByRole('dialog', { name: 'UDN manager' });
    await manager
      .getByRole('listitem', { name: 'Alpha' })
      .getByRole('button', { name: 'Edit group…' })
      .click();
    const again = page.getByRole('dialog', { name: 'Edit group' });
    await expect(again.getByLabel('Category')).toHaveValue('math');
    await expect(again.getByLabel('Other shared fields (JSON object)')).toHaveValue(/"icon": "sum"/);
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(manager).toHaveCount(0);
  });

  await test.step('UDN editor', async () => {
    // with nothing to save it says what to select
    await openFromPalette(page, 'Open UDN editor');
    let editor = page.getByRole('dialog', { name: 'UDN editor' });
    await expect(editor.getByText('Nothing to save yet: select an unpacked UDN node')).toBeVisible();
    await shot(page, 'udn-editor-empty');
    await page.keyboard.press('Escape');
    await expect(editor).toHaveCount(0);

    // Edit on a version in the manager opens its insides as a level
    await openFromPalette(page, 'Open UDN manager');
    const manager = page.getByRole('dialog', { name: 'UDN manager' });
    await manager.getByLabel('Alpha v1.0.0').getByRole('button', { name: 'Edit' }).click();
    await expect(manager).toHaveCount(0);
    await expect(page.getByText('Editing Alpha v1.0.0')).toBeVisible();
    const levelPath = page.getByRole('navigation', { name: 'Level path' });
    await expect(levelPath.getByRole('listitem')).toHaveCount(3);
    const inner = canvasNodesOf(page, 'levelInput');
    await clickNodeName(inner, { double: true });
    await page.getByLabel('Node name').fill('amount');
    await page.getByLabel('Node name').press('Enter');

    await openFromPalette(page, 'Open UDN editor');
    editor = page.getByRole('dialog', { name: 'UDN editor' });
    await expect(editor.getByLabel('New version')).toHaveValue('2.0.0');
    await editor.getByLabel('What changed').fill('The input is called amount');
    await shot(page, 'udn-editor');
    await editor.getByRole('button', { name: 'Publish v2.0.0' }).click();
    await expect(page.getByText('UDN Alpha v2.0.0 published')).toBeVisible();
    await expect(editor).toHaveCount(0);
    // the node is packed back: the canvas shows the level holding it
    await expect(levelPath.getByRole('listitem')).toHaveCount(2);

    const alpha = (await storedUdns(page)).filter((u) => u.versionGroup.id === alphaGroup);
    const v2 = alpha.find((u) => u.definition.version === '2.0.0');
    expect(v2?.definition.inputs?.map((i) => i.label)).toEqual(['amount']);
    expect(v2?.versionDescription).toBe('The input is called amount');
    expect(alpha.map((u) => u.definition.version).sort()).toEqual(['1.0.0', '2.0.0', 'latestDraft']);
  });
});
