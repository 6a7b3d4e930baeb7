// axe-core's WCAG 2.x A and AA rules on one screen, through @axe-core/playwright: it injects axe
// through Playwright (the app's CSP refuses inline scripts) into the page and its frames.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './test.js';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail the check: the issue's bar ("0 serious or critical"). */
const FAILING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One failing element on one screen, as the failure message lists it: rule id, target and summary. */
function describe(violation: Violation): string[] {
  return violation.nodes.map((node) => {
    // axe's summary says why this element fails (for contrast: the two colours and their ratio)
    const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
    return `${violation.id} at ${JSON.stringify(node.target)}: ${violation.help}${why ? ` (${why})` : ''}`;
  });
}

/**
 * Runs the rules on what `page` shows now (`within`: one dialog's selector), notes how many rules
 * and elements were checked (annotation and console line), and fails softly with each serious or
 * critical violation's rule id, target and summary, so one run lists every screen's.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  within?: string,
): Promise<void> {
  // colours are read as drawn: a transition under way (a theme switch, a row's highlight) would
  // be judged half-way, so the finite ones end first (a spinner's endless one is left to run)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const applied = [...results.passes, ...results.violations, ...results.incomplete];
  const elements = new Set(applied.flatMap((rule) => rule.nodes.map((node) => JSON.stringify(node.target))));
  const line = `${screen}: ${applied.length} rules, ${elements.size} elements checked`;
  testInfo.annotations.push({ type: 'axe', description: line });
  console.log(`[axe] ${line}`);
  const failing = results.violations.filter((v) => FAILING.has(v.impact ?? '')).flatMap(describe);
  expect.soft(failing, `serious or critical violations on ${screen}`).toEqual([]);
}
