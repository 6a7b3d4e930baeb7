// Issue 12 §4's Done-when: what the component previewer renders (the user's site and its hook code)
// runs in a sandboxed frame of an opaque origin, so it can neither read the app's cookies nor call
// the app's API with the user's session.
import type { Frame, Page } from '@playwright/test';
import { createSiteProject } from '../support/publishing.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';

// the site is built in the browser (Tailwind included) on a shared 2-core machine
test.setTimeout(90_000);

/** Opens the project; the Basic layout's component previewer shows the level's appEntry. */
async function openPreview(page: Page, projectId: string): Promise<Frame> {
  await page.goto(`/project?id=${projectId}`);
  const frameElement = page.locator('iframe[title^="Preview of"]').first();
  await expect(frameElement).toBeAttached({ timeout: 45_000 });
  await expect(
    page.frameLocator('iframe[title^="Preview of"]').first().getByRole('heading', { level: 1 }),
  ).toHaveText('Welcome home', { timeout: 30_000 });
  const frame = await (await frameElement.elementHandle())!.contentFrame();
  return frame!;
}

test('the previewed site cannot read the app’s cookies nor call the API with the user’s session', async ({
  page,
  context,
}) => {
  await signInWithTestAccount(page);
  const projectId = await createSiteProject(page, `Previewer isolation ${uniqueName('p')}`);
  // a cookie script could read on the app's origin, so the probe has something to find
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'nl_probe', value: 'app-secret', url: origin }]);

  const frame = await openPreview(page, projectId);
  await expect(page.locator('iframe[title^="Preview of"]').first()).toHaveAttribute(
    'sandbox',
    'allow-scripts',
  );

  // the app itself can: the controls that make the frame's answers mean something
  expect(await page.evaluate(() => document.cookie)).toContain('nl_probe=app-secret');
  const appCall = await page.evaluate(async () => {
    const response = await fetch('/api/nest/users/me', { headers: { 'x-request-id': crypto.randomUUID() } });
    return response.status;
  });
  expect(appCall).toBe(200);

  const probe = await frame.evaluate(async () => {
    let cookie: string;
    try {
      cookie = document.cookie;
    } catch (error) {
      cookie = `refused: ${(error as Error).name}`;
    }
    let call: string;
    try {
      const response = await fetch(`${location.protocol}//${location.host}/api/nest/users/me`, {
        credentials: 'include',
        headers: { 'x-request-id': crypto.randomUUID() },
      });
      call = `answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      call = `refused: ${(error as Error).name}`;
    }
    return { origin: self.origin, cookie, call };
  });
  expect(probe.origin).toBe('null');
  expect(probe.cookie).not.toContain('app-secret');
  expect(probe.cookie).toBe('refused: SecurityError');
  expect(probe.call).toBe('refused: TypeError');

  // opened on its own, the frame's document is still sandboxed by its own policy
  const alone = await context.newPage();
  await alone.goto('/preview-frame');
  expect(await alone.evaluate(() => self.origin)).toBe('null');
  await alone.close();
});
