import { canvasNodesOf } from '../support/canvas.js';
import { expect, test, uniqueName } from '../support/test.js';
import { createProject, openNewProject, pane } from './canvas-support.js';

// Issue 23's "newcomer's first ten minutes": what a new user meets first, driven as that user.

test('the tab menu offers what runs in the context, everyday words first; the palette knows the spec’s dialog names', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openNewProject(page, 'Markup');
  const box = await pane(page).boundingBox();
  if (!box) throw new Error('the canvas is not on the page');
  await page.mouse.move(box.x + 300, box.y + 200);
  await page.keyboard.press('Tab');
  const tabMenu = page.getByRole('dialog', { name: 'Tab menu' });
  const search = tabMenu.getByLabel('Search nodes');
  // the first option's value is the definition it adds (cmdk's data-value), whichever canvas opened it
  const first = tabMenu.getByRole('option').first();

  // 'number' in the markup context: a constant, never the function context's type conversion
  await search.fill('number');
  await expect(first).toHaveAttribute('data-value', 'constant');
  await expect(tabMenu.getByRole('option', { name: /fexPrimaryTypeConversion/ })).toHaveCount(0);
  for (const [word, node] of [
    ['if', 'ifElse'],
    ['loop', 'loopStart'],
    ['button', 'htmlElement'],
  ]) {
    await search.fill(word);
    await expect(first).toHaveAttribute('data-value', node);
  }
  // a function-only node asked for by name: nothing to add, and the menu says where it runs
  await search.fill('fexPlus');
  await expect(tabMenu.getByRole('option')).toHaveCount(0);
  await expect(tabMenu).toContainText(
    'No node matches “fexPlus”: fexPlus runs only in the function context, not in this markup one',
  );
  await search.fill('image');
  await expect(first).toHaveAttribute('data-value', 'lazyImage');
  // the reported bug: 'number' then Enter adds a constant, which evaluates at once without an error
  await search.fill('number');
  await page.keyboard.press('Enter');
  const added = canvasNodesOf(page, 'constant');
  await expect(added).toBeVisible();
  await expect(page.getByText(/Failed to parse node|not allowed in/)).toHaveCount(0);

  // the command palette finds dialogs by the names spec 1 gives them
  await pane(page).click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('Control+k');
  const palette = page.getByPlaceholder('Type a command…');
  for (const [name, command] of [
    ['team editor', 'Manage teams…'],
    ['history replay', 'Replay history…'],
    ['node preset', 'Open node preset editor'],
  ]) {
    await palette.fill(name);
    // the highlighted entry (the palette highlights its best enabled match; Enter runs it)
    await expect(page.getByRole('option', { selected: true })).toContainText(command);
  }
  await page.keyboard.press('Escape');

  // in a function project the function nodes are offered, the everyday word still first
  await page.goto('/projects');
  await createProject(page, 'Function');
  await page.mouse.move(box.x + 300, box.y + 200);
  await page.keyboard.press('Tab');
  await search.fill('number');
  await expect(first).toHaveAttribute('data-value', 'constant');
  await expect(tabMenu.getByRole('option', { name: /fexPrimaryTypeConversion/ })).toHaveCount(1);
});

test('a missing /assets file is a 404, never the app page', async ({ page }) => {
  const response = await page.request.get('/assets/no-such-chunk-0000.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.text()).not.toContain('<!doctype html>');
});

test('e-mail sign-up on a server without mail shows where the confirmation link is, and the link confirms', async ({
  page,
  browser,
}) => {
  const email = `${uniqueName('newcomer')}@example.test`;
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password').fill('first-ten-minutes');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  const notice = page.getByRole('status', { name: 'Confirm your e-mail address' });
  await expect(notice).toContainText(
    `This server sends no e-mail (SMTP_URL is not set), so no message reached ${email}.`,
  );
  const confirm = notice.getByRole('link', { name: `Confirm ${email}` });
  const link = await confirm.getAttribute('href');
  expect(link).toMatch(/\/api\/nest\/auth\/verify-email\?token=/);

  // opened elsewhere (another browser, signed out), the link confirms the address
  const elsewhere = await browser.newPage();
  await elsewhere.goto(link!);
  await expect(elsewhere.getByRole('status')).toHaveText(
    'Your e-mail address is confirmed. Sign in to continue.',
  );
  await elsewhere.close();

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
