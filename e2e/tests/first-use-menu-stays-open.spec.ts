// Issue 36: a workspace menu opened by a press made while its code loaded (ui/first-use.tsx) must
// stay open until the user closes it. It closed by itself when the code landed during the press:
// the menu mounted open between the press's pointerdown and its mousedown, and that mousedown,
// whose target had been swapped away, reached the bar around the button as a press outside.
import type { Page } from '@playwright/test';
import { holdChunks } from '../support/hold-chunks.js';
import { expect, test } from '../support/test.js';
import { openEmptyProject } from '../support/workspace.js';

const MENU_CHUNK = 'WorkspaceMenuPopup';
const menuButton = (page: Page) => page.getByRole('button', { name: 'Workspace menu' });
const projectItem = (page: Page) => page.getByRole('menuitem', { name: 'Project', exact: true });

/** Set on the page once the held chunk's code runs and waits for the press. */
const WAITING_FLAG = '__chunkWaitsForPress';

/**
 * Serves the chunk `name` so that its code finishes loading inside the page's next pointerdown,
 * after the app has seen it (the module's first statement waits for the event at the window, the
 * last stop of its bubbling) and before that press's mousedown: the race a loaded machine met now
 * and then, every time.
 */
async function arriveDuringNextPress(page: Page, name: string): Promise<void> {
  await page.route(
    (url) => new URL(url).pathname.startsWith(`/assets/${name}-`),
    async (route) => {
      const response = await route.fetch();
      const wait = `window.${WAITING_FLAG} = true; await new Promise((go) => addEventListener('pointerdown', go, { once: true }));`;
      await route.fulfill({ response, body: `${wait}\n${await response.text()}` });
    },
  );
}

/** The menu is open and, well past the ~150 ms after which it used to go, still is. */
async function expectStaysOpen(page: Page): Promise<void> {
  await expect(projectItem(page)).toBeVisible();
  await page.waitForTimeout(500);
  await expect(projectItem(page)).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(1);
}

test('a workspace menu clicked while its code loaded opens when it arrives and stays open', async ({
  page,
}) => {
  const chunks = await holdChunks(page, [MENU_CHUNK]);
  await openEmptyProject(page, 'first-use-open');
  await menuButton(page).click();
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  await chunks.release();
  await expectStaysOpen(page);
});

test('a workspace menu whose code lands during the press stays open', async ({ page }) => {
  await arriveDuringNextPress(page, MENU_CHUNK);
  await openEmptyProject(page, 'first-use-press');
  const button = menuButton(page);
  // pointing at the button asks for the code; it runs (its imports loaded) and waits for the press
  await button.hover();
  await page.waitForFunction((flag) => flag in window, WAITING_FLAG);
  await expect(button).not.toHaveAttribute('aria-haspopup');
  await page.mouse.down();
  await page.mouse.up();
  await expectStaysOpen(page);
  // it is a menu as any other: a later click on its button closes it
  await button.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
});
