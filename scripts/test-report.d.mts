// Types of test-report.mjs (plain JavaScript: `npm test` runs it with node before any build).

export interface ReportSummary {
  passed: number;
  failed: number;
  /** A line for each failure: the runner, the file, the test, and the first line of its error. */
  failures: string[];
}

export function firstLine(text: unknown): string;
export function readVitestReport(report: unknown, root?: string): ReportSummary;
export function readPlaywrightReport(report: unknown): ReportSummary;
