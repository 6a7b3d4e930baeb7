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

export default defineConfig({
  testDir: './tests',
  outputDir: './.output/test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // One server and a 2-core machine: tests run one after another, each with its own users.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
