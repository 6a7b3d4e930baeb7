import { test as base, expect, type Page } from '@playwright/test';
import { ENV_BASE_URL, ENV_CANVAS, ENV_DEBUG_KEY } from './environment.js';

/** Unique per call, so every test signs up its own users on the shared server. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export const debugKey = () => process.env[ENV_DEBUG_KEY] ?? '';

/** The tests' base URL is only known once global setup has started the server. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the destructuring.
  baseURL: async ({}, use) => {
    const url = process.env[ENV_BASE_URL];
    if (!url) throw new Error(`${ENV_BASE_URL} is not set: global setup did not start the server`);
    await use(url);
  },
  // NODELOOM_E2E_CANVAS=xyflow: every context (the fixture's and a test's own browser.newContext, which
  // takes the same defaults) starts with debug_xyflowCanvas in the app's local storage
  storageState: async ({ baseURL, storageState }, use) => {
    if (process.env[ENV_CANVAS] !== 'xyflow' || storageState !== undefined || !baseURL)
      return use(storageState);
    await use({
      cookies: [],
      origins: [
        { origin: new URL(baseURL).origin, localStorage: [{ name: 'debug_xyflowCanvas', value: 'true' }] },
      ],
    });
  },
});

export { expect };

/**
 * Sets debug flags in local storage before the app's scripts run. Init scripts run in every frame,
 * the previewer's sandboxed ones too, whose storage access throws: only the top window sets them.
 */
export async function setDebugFlags(page: Page, ...flags: string[]): Promise<void> {
  await page.addInitScript((names) => {
    if (window !== window.top) return;
    for (const name of names) window.localStorage.setItem(`debug_${name}`, 'true');
  }, flags);
}

/**
 * Clears debug flags before the app's scripts run, as setDebugFlags sets them: for a page that must
 * run without one whatever the context started with (under NODELOOM_E2E_CANVAS=gpu every context
 * starts with debug_xyflowCanvas, so a spec of the GPU canvas clears it).
 */
export async function clearDebugFlags(page: Page, ...flags: string[]): Promise<void> {
  await page.addInitScript((names) => {
    if (window !== window.top) return;
    for (const name of names) window.localStorage.removeItem(`debug_${name}`);
  }, flags);
}

/** Shows the test-account form (it needs the debug_testAccountLogin flag in local storage). */
export async function enableTestAccountLogin(page: Page): Promise<void> {
  await setDebugFlags(page, 'testAccountLogin');
}

/** Signs in with a fresh test account and waits for the projects page. */
export async function signInWithTestAccount(page: Page, username = uniqueName('tester')): Promise<string> {
  await enableTestAccountLogin(page);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Test account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByLabel('Debug key').fill(debugKey());
  await form.getByRole('button', { name: 'Sign in with test account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  return username;
}
