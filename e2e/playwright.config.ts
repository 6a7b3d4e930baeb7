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
  // a test's whole walk; on this 2-core machine with two browsers beside the server, some walks
  // that take 15 s alone took over 30 s (each step's own wait stays the 10 s below)
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'app', testDir: './tests' },
    // building the site with the CLI from sources takes a while on this machine
    { name: 'site', testDir: './site', testMatch: '*.spec.ts', timeout: 60_000 },
  ],
});
