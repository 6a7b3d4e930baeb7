// Debian's Chromium through playwright-core (never a downloaded browser), each run in a fresh
// profile so an "open" is cold: nothing cached, nothing in storage but the session cookie.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** The flags every bench browser runs with (the canvas bench adds SwiftShader's WebGL to them). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** SwiftShader's WebGL, for the canvas benches' WebGL pages (the GPU canvas, the pixi.js page). */
export const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** Flags the bench sets in local storage before the app starts (spec 1 §9: debug_ prefix). */
export const BENCH_FLAGS = { debug_editorHandle: 'true' };

export interface FreshBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export function cookiesOf(header: string, url: string) {
  return header.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

export async function freshBrowser(baseUrl: string, cookie: string): Promise<FreshBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'nodeloom-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl,
  });
  await context.addCookies(cookiesOf(cookie, baseUrl));
  await context.addInitScript((flags: Record<string, string>) => {
    for (const [key, value] of Object.entries(flags)) window.localStorage.setItem(key, value);
  }, BENCH_FLAGS);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
