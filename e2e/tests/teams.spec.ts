// Issue 13 §5 teams: the team editor (create, rename, delete), the team member editor (add a user by
// the id their Account settings shows, remove them) and moving the open project into a team.
import type { Page } from '@playwright/test';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS, openFromWorkspaceMenu } from '../support/workspace.js';

async function openTeams(page: Page) {
  await openFromWorkspaceMenu(page, 'Project', 'Manage teams…');
  return page.getByRole('dialog', { name: 'Teams' });
}

test('create, rename and delete a team, add and remove a member, move the project in', async ({
  page,
  browser,
}) => {
  // the member-to-be reads their id in Account settings
  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await signInWithTestAccount(memberPage);
  await memberPage.getByRole('button', { name: 'Account settings' }).click();
  const memberId = (await memberPage.getByLabel('Your user id').textContent())!.trim();
  const memberName = await memberPage
    .getByRole('dialog', { name: 'Account settings' })
    .getByLabel('Name')
    .inputValue();
  await other.close();

  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', { name: uniqueName('Teams') });
  await page.goto(`/project?id=${id}`);
  await expect(page.getByRole('contentinfo', { name: 'Status bar' })).toBeVisible({
    timeout: OPEN_TIMEOUT_MS,
  });

  let dialog = await openTeams(page);
  await expect(dialog.getByText('You are in no team yet.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Team name').fill('Design crew');
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const row = dialog.getByRole('listitem', { name: 'Design crew' });
  await expect(row.getByText('owner')).toBeVisible();

  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel('New team name').fill('Design team');
  await row.getByRole('button', { name: 'Save' }).click();
  const renamed = dialog.getByRole('listitem', { name: 'Design team' });
  await expect(renamed).toBeVisible();

  // members: add by id, then remove
  await renamed.getByRole('button', { name: 'Members' }).click();
  await expect(dialog).toHaveCount(0);
  const members = page.getByRole('dialog', { name: 'Team members' });
  await members.getByLabel('User id').fill('not-an-id');
  await expect(members.getByText('A user id is 24 hexadecimal characters')).toBeVisible();
  await members.getByLabel('User id').fill(memberId);
  await members.getByRole('button', { name: 'Add member' }).click();
  const member = members.getByRole('listitem', { name: memberName });
  await expect(member.getByText('member', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-members.png') });
  await member.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click();
  await expect(member).toHaveCount(0);
  await members.getByRole('button', { name: 'All teams' }).click();
  await expect(members).toHaveCount(0);

  // the open project moves into the team
  await renamed.getByRole('button', { name: 'Move project here' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move project' }).click();
  await expect(page.getByText('The project now belongs to Design team')).toBeVisible();
  const project = await callFromPage<{ workspace: { type: string; teamId: string | null } }>(
    page,
    'GET',
    `/projects/${id}`,
  );
  expect(project.workspace.type).toBe('team');

  // a second team, deleted
  await dialog.getByLabel('Team name').fill('Scratch');
  await dialog.getByRole('button', { name: 'Create team' }).click();
  const scratch = dialog.getByRole('listitem', { name: 'Scratch' });
  await scratch.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete team' }).click();
  await expect(scratch).toHaveCount(0);
  await expect(dialog.getByRole('listitem', { name: 'Design team' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('teams.png') });
  await page.keyboard.press('Escape');
  dialog = page.getByRole('dialog', { name: 'Teams' });
  await expect(dialog).toHaveCount(0);
});
