import { defineConfig } from '@playwright/test';

// The published-site specs: they build a project with the CLI and serve it themselves, so they
// need neither the app server nor a database (e2e/playwright.config.ts runs e2e/tests with those).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../.output/site-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    // Debian's Chromium, never a downloaded browser; flags from STACK.md
    launchOptions: {
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
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
