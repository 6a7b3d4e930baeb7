import { defineConfig } from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), with the flags this machine needs (STACK.md). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Two projects, one run: 'app' drives the built app (served by global setup), 'site' builds a
// project with the CLI and serves the published site itself (it needs no app server).
export default defineConfig({
  outputDir: './.output/test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One server, two browsers at a time: each test signs up its own users, so tests share nothing
  // but the server (10.4 min for the suite with two workers on this 2-core machine).
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // a test's whole walk, and each step's wait: on this 2-core machine with two browsers beside the
  // server, walks that take 15 s alone took 30 s, and on a slower day over 50 s (a whole run 12 →
  // 32 min). Neither is a speed check (bench/ measures speed); opens wait OPEN_TIMEOUT_MS.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'app', testDir: './tests' },
    { name: 'site', testDir: './site', testMatch: '*.spec.ts' },
  ],
});
