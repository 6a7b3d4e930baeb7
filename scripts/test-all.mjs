#!/usr/bin/env node
// `npm test`: lint, typecheck + build, typecheck of tests/bench/e2e, unit and integration tests
// (Vitest), end-to-end tests (Playwright on Debian's Chromium). Ends with one line `N passed, N failed` summing every suite,
// and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readPlaywrightReport, readVitestReport } from './test-report.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
// what failed, printed again at the very end: CI keeps only the tail of a 30-minute log
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
    console.error(`${label} failed`);
  }
}

function count(file, read) {
  if (!existsSync(file)) return false;
  const report = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += report.passed;
  failed += report.failed;
  failures.push(...report.failures);
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
if (!count(vitestJson, (report) => readVitestReport(report, root)) || (!vitestOk && failed === 0)) {
  failed += 1;
  failures.push('unit and integration tests: vitest exited without a report of what failed');
}

const e2eJson = join(out, 'e2e.json');
const e2eOk = run(
  'end-to-end tests',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  },
);
if (!count(e2eJson, readPlaywrightReport) || (!e2eOk && failed === 0)) {
  failed += 1;
  failures.push('end-to-end tests: playwright exited without a report of what failed');
}

if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
