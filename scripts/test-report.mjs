// Reads the Vitest and Playwright JSON reports `npm test` writes: how many passed and failed, and a
// line naming each failure, printed again at the end of the run (CI keeps only a long log's tail).

/** The first non-blank line of an error, without terminal colours. */
export function firstLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((candidate) => candidate.trim() !== '');
  return line === undefined ? 'no message' : line.trim().slice(0, 300);
}

/** A Vitest JSON report: its counts, and a line for each failed test or file that failed to run. */
export function readVitestReport(report, root = '') {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // a file that failed to load, or whose hooks failed, has no failed test to name
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`vitest ${where}: ${firstLine(file.message)}`);
    }
  }
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures };
}

function* playwrightTests(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield { spec, test };
    }
    yield* playwrightTests(suite.suites ?? []);
  }
}

/** A Playwright JSON report: its counts (a flaky test passed on retry), and a line for each failure. */
export function readPlaywrightReport(report) {
  const failures = [];
  for (const { spec, test } of playwrightTests(report.suites ?? [])) {
    if (test.status !== 'unexpected') continue;
    const error = test.results?.at(-1)?.error?.message;
    failures.push(`playwright [${test.projectName}] ${spec.file} › ${spec.title}: ${firstLine(error)}`);
  }
  for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  const stats = report.stats ?? {};
  return { passed: stats.expected ?? 0, failed: stats.unexpected ?? 0, failures };
}
