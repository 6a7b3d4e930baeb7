// Issue 37: text zoomed to 200% loses nothing (WCAG 1.4.4, 1.4.10). A 1280-px window at 200% is
// a 640-px-wide one: at that width each main page scrolls only vertically and every control and
// heading lies inside the window (a screenshot of each is attached for a look).

import type { Page } from '@playwright/test';
import { PANNED_CONTENT_SELECTOR } from '../support/canvas.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { expectLiveCanvas } from '../support/workspace.js';

test.use({ viewport: { width: 640, height: 400 } });

/** Visible controls and headings that stick out of the window sideways, and the page's own overflow. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate((panned) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    }
    const selector =
      'button, a[href], input, select, textarea, h1, h2, h3, [role="button"], [role="tab"], [role="status"]';
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}"`;
    // with a dialog open, the page under its backdrop is out of play: the dialog is what is read
    const dialogs = document.querySelectorAll('[role="dialog"]');
    const root = dialogs.length > 0 ? dialogs[dialogs.length - 1]! : document;
    const shown = [...root.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      // inside the canvas, nodes may lie anywhere (the view pans to them); toasts float above all
      if (element.closest(`${panned}, .toaster`)) return false;
      return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
    for (const [i, element] of shown.entries()) {
      const box = element.getBoundingClientRect();
      if (box.left < -1 || box.right > width + 1) {
        found.push(`${nameOf(element)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
      }
      // two controls drawn over each other: one hides the other's text
      for (const other of shown.slice(i + 1)) {
        if (element.contains(other) || other.contains(element)) continue;
        const next = other.getBoundingClientRect();
        const across = Math.min(box.right, next.right) - Math.max(box.left, next.left);
        const down = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top);
        if (across > 2 && down > 2) found.push(`${nameOf(element)} overlaps ${nameOf(other)}`);
      }
    }
    return found;
  }, PANNED_CONTENT_SELECTOR);
}

async function expectNothingCutOff(page: Page, screen: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${screen}.png`), fullPage: true });
  expect.soft(await cutOff(page), `cut off on ${screen} at 640 px`).toEqual([]);
}

test('the main pages at a 640-px width (200% zoom) keep every control in the window', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNothingCutOff(page, 'sign-in');

  await signInWithTestAccount(page);
  await expect(page.getByRole('region', { name: 'Official demos' })).toBeVisible();
  await expectNothingCutOff(page, 'projects');

  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Account settings' })).toBeVisible();
  await expectNothingCutOff(page, 'account-settings');
  await page.keyboard.press('Escape');

  await page
    .getByRole('region', { name: 'Official demos' })
    .getByRole('link', { name: 'Math chain' })
    .click();
  await expectLiveCanvas(page);
  await expectNothingCutOff(page, 'workspace-demo');
});
