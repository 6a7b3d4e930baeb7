import { describe, expect, it } from 'vitest';
import { firstLine, readPlaywrightReport, readVitestReport } from './test-report.mjs';

describe('npm test report summary', () => {
  it('names each failed Vitest test with its file and first error line, and files that failed to run', () => {
    const summary = readVitestReport(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/apps/server/src/a.test.ts',
            status: 'failed',
            message: '',
            assertionResults: [
              { fullName: 'saves › a graph', status: 'passed', failureMessages: [] },
              {
                fullName: 'saves › a level',
                status: 'failed',
                failureMessages: [
                  '\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.test.ts:4',
                ],
              },
            ],
          },
          {
            name: '/repo/apps/web/src/b.test.ts',
            status: 'failed',
            message: 'Error: Hook timed out',
            assertionResults: [],
          },
          { name: '/repo/c.test.ts', status: 'passed', message: '', assertionResults: [] },
        ],
      },
      '/repo/',
    );
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      failures: [
        'vitest apps/server/src/a.test.ts › saves › a level: AssertionError: expected 2 to be 3',
        'vitest apps/web/src/b.test.ts: Error: Hook timed out',
      ],
    });
  });

  it('names each unexpected Playwright test in nested suites, not a flaky one, and run errors', () => {
    const test = (status: string, message?: string) => ({
      projectName: 'app',
      status,
      results: [{ error: message === undefined ? undefined : { message } }],
    });
    const summary = readPlaywrightReport({
      stats: { expected: 5, unexpected: 1, flaky: 1 },
      errors: [{ message: 'Error: global setup failed\nstack' }],
      suites: [
        {
          specs: [{ title: 'signs in', file: 'signed-out.spec.ts', tests: [test('flaky', 'Timeout')] }],
          suites: [
            {
              specs: [
                { title: 'opens', file: 'open.spec.ts', tests: [test('unexpected', '\nTimeout 15000ms')] },
              ],
            },
          ],
        },
      ],
    });
    expect(summary).toEqual({
      passed: 5,
      failed: 1,
      failures: [
        'playwright [app] open.spec.ts › opens: Timeout 15000ms',
        'playwright: Error: global setup failed',
      ],
    });
  });

  it('says so when an error has no message', () => {
    expect(firstLine(undefined)).toBe('no message');
    expect(firstLine('  \n')).toBe('no message');
  });
});
