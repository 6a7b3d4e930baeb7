// R6: a published site runs on its own origin and cannot touch the app's users. Signed in to the
// app, a published page's script cannot read the app's cookies, cannot call the API with the
// user's session, and cannot plant a cookie the app would read.
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage } from '../support/workspace.js';

const SESSION_COOKIE = 'nodeloom_session';
/** A cookie the app's page can read (not httpOnly), to show the site cannot read even that one. */
const PROBE_COOKIE = 'app_probe';

/** The published page: its script tries each attack and writes what it got into #result. */
function attackPage(appOrigin: string): string {
  const script = `
    const result = { cookies: document.cookie };
    const attempt = async (url) => {
      try {
        const response = await fetch(url, { credentials: 'include' });
        return { status: response.status, body: (await response.text()).slice(0, 200) };
      } catch (error) {
        return { blocked: String(error) };
      }
    };
    (async () => {
      result.appApi = await attempt(${JSON.stringify(`${appOrigin}/api/nest/users/me`)});
      result.ownApi = await attempt('/api/nest/users/me');
      for (const domain of ['', '; domain=localhost', '; domain=127.0.0.1']) {
        document.cookie = '${SESSION_COOKIE}=forged; path=/' + domain;
        document.cookie = '${PROBE_COOKIE}=forged; path=/' + domain;
      }
      document.getElementById('result').textContent = JSON.stringify(result);
    })();`;
  return `<!doctype html><html><head><title>Attack</title></head><body><pre id="result"></pre><script type="module">${script}</script></body></html>`;
}

test('a published page cannot read the app cookie, use the session or set a cookie the app reads', async ({
  page,
  context,
  baseURL,
}) => {
  await signInWithTestAccount(page);
  const appOrigin = new URL(baseURL!).origin;
  await context.addCookies([{ name: PROBE_COOKIE, value: 'visible-to-the-app', url: appOrigin }]);
  const sessionBefore = (await context.cookies(appOrigin)).find((c) => c.name === SESSION_COOKIE);
  expect(sessionBefore?.value).toBeTruthy();
  const me = await callFromPage<{ id: string }>(page, 'GET', '/users/me');

  const { id: projectId } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: `Isolation ${uniqueName('p')}`,
  });
  const deployment = await callFromPage<{ url: string }>(page, 'POST', '/publishing/deployments/deploy', {
    projectId,
    branch: 'main',
    files: [{ path: 'index.html', content: attackPage(appOrigin) }],
  });
  expect(new URL(deployment.url).hostname).toMatch(/^[0-9a-f]{24}\.localhost$/);

  const site = await context.newPage();
  await site.goto(deployment.url);
  await expect(site.locator('#result')).not.toBeEmpty();
  const result = JSON.parse((await site.locator('#result').textContent())!) as {
    cookies: string;
    appApi: { status?: number; body?: string; blocked?: string };
    ownApi: { status?: number; body?: string; blocked?: string };
  };

  // cannot read the app's cookies: neither the httpOnly session nor a script-readable one
  expect(result.cookies).not.toContain(SESSION_COOKIE);
  expect(result.cookies).not.toContain(PROBE_COOKIE);
  // cannot call the API as the user: the app's origin refuses it (CSP and no CORS) …
  expect(result.appApi.blocked).toBeDefined();
  expect(JSON.stringify(result.appApi)).not.toContain(me.id);
  // … and the site's own host has no API at all
  expect(result.ownApi.status).toBe(404);
  expect(result.ownApi.body).not.toContain(me.id);

  // cannot plant a cookie the app reads: the app's jar is as it was, the session still the user's
  const appCookies = await context.cookies(appOrigin);
  expect(appCookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(sessionBefore!.value);
  expect(appCookies.find((c) => c.name === PROBE_COOKIE)?.value).toBe('visible-to-the-app');
  expect(appCookies.some((c) => c.value === 'forged')).toBe(false);
  expect((await callFromPage<{ id: string }>(page, 'GET', '/users/me')).id).toBe(me.id);
  expect(await page.evaluate(() => document.cookie)).not.toContain('forged');
});
