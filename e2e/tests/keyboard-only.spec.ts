// Issue 37's keyboard-only spec: from an empty project, once the workspace is open, not a single
// mouse event: F6 reaches the canvas, the tab menu adds two constants and a plus, the wire picker
// wires both constants into plus, a value is typed into each constant in the Parameters panel, a
// level is added, entered and left, a wire is removed and made again by the picker, and the sum is
// read from the plus node's accessible description; the stored project holds the same graph.

import type { Locator, Page } from '@playwright/test';
import { canvasNodes, liveCanvas } from '../support/canvas.js';
import { storedWires } from '../support/stored-graph.js';
import { expect, test } from '../support/test.js';
import { callFromPage, expectLiveCanvas, openEmptyProject } from '../support/workspace.js';

/** Every trusted pointer, mouse, wheel and touch event a page's document sees, recorded from its start. */
const MOUSE_EVENTS = [
  'pointerdown',
  'pointerup',
  'pointermove',
  'mousedown',
  'mouseup',
  'mousemove',
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'wheel',
  'touchstart',
];

async function recordMouseEvents(page: Page): Promise<void> {
  await page.addInitScript((types) => {
    const seen: string[] = [];
    (window as unknown as { mouseEventsSeen: string[] }).mouseEventsSeen = seen;
    for (const type of types)
      window.addEventListener(
        type,
        (event) => {
          // Enter or Space on a button is a trusted click too: one with no pointer and no press count
          const { detail, pointerType } = event as PointerEvent;
          const fromKeys = type.endsWith('click') || type === 'contextmenu' ? !pointerType && !detail : false;
          if (event.isTrusted && !fromKeys) seen.push(`${type} on ${(event.target as Element).nodeName}`);
        },
        { capture: true },
      );
  }, MOUSE_EVENTS);
}

const mouseEventsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { mouseEventsSeen: string[] }).mouseEventsSeen);

interface StoredGraph {
  nodes: {
    id: string;
    name: string;
    definitionName: string;
    parentId?: string;
    params: Record<string, { value?: unknown } | undefined>;
  }[];
  connections: {
    sourceNode: string;
    sourceOutputIdentifier: string;
    targetNode: string;
    targetInputIdentifier: string;
    order: number;
  }[];
}

const focused = (page: Page) => page.locator(':focus');
const tabMenu = (page: Page) => page.getByRole('dialog', { name: 'Tab menu' });
const picker = (page: Page) => page.getByRole('dialog', { name: 'Wire picker' });

async function expectFocusOn(page: Page, name: string): Promise<void> {
  await expect(focused(page)).toHaveAttribute('aria-roledescription', 'node');
  await expect(focused(page)).toHaveAccessibleName(name);
}

/** F6 until the keyboard is in the panel `inside` finds (at most one round of the dock). */
async function f6Until(page: Page, inside: (el: Element) => boolean): Promise<void> {
  for (let panel = 0; panel < 10; panel++) {
    await page.keyboard.press('F6');
    if (await focused(page).evaluate(inside)) return;
  }
  throw new Error('F6 did not reach the panel');
}

/** the canvas itself (an empty level) or one of its nodes, not a control inside it */
const toCanvas = (page: Page) =>
  f6Until(page, (el) =>
    el.matches('[data-testid="graph-canvas"], [data-testid="graph-canvas"] [aria-roledescription="node"]'),
  );
const toParameters = (page: Page) => f6Until(page, (el) => el.closest('[aria-label="Parameters"]') !== null);

/** Tab (at most a dozen times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 12; step++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused constant selected (Space), the keyboard on to the Parameters panel (F6): its type
 * set to number from the keyboard, the value typed and entered.
 */
async function typeNumber(page: Page, value: string): Promise<void> {
  const name = await focused(page).getAttribute('aria-label');
  await page.keyboard.press('Space');
  await toParameters(page);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByRole('heading', { level: 2 })).toHaveText(name!.split(',')[0]);
  const type = parameters.getByRole('combobox', { name: 'Type' });
  await tabTo(page, type);
  await page.keyboard.press('ArrowDown');
  await expect(type.getByRole('option', { selected: true })).toHaveText('number');
  await tabTo(page, parameters.getByRole('textbox', { name: 'Value' }));
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Tab over the canvas: the tab menu (beside the focused node), the definition typed, Enter adds it. */
async function addNode(page: Page, definitionName: string, name: string): Promise<void> {
  const count = await canvasNodes(page).count();
  await page.keyboard.press('Tab');
  await expect(tabMenu(page).getByRole('combobox', { name: 'Search nodes' })).toBeFocused();
  await page.keyboard.type(definitionName);
  await page.keyboard.press('Enter');
  await expect(tabMenu(page)).toHaveCount(0);
  await expect(canvasNodes(page)).toHaveCount(count + 1);
  await expectFocusOn(page, `${name}, ${definitionName}`);
}

test('a project built, wired, edited and read with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await recordMouseEvents(page);
  const projectId = await openEmptyProject(page, 'Keyboard only');
  // F6 pressed while the workspace still loads went to the canvas's first control (Zoom in)
  await expectLiveCanvas(page);
  await expect(liveCanvas(page).and(page.locator('[data-panel-entry]'))).toBeVisible();
  const workspaceUrl = page.url();

  // the empty level: F6 lands on the canvas itself, Tab opens the tab menu there
  await toCanvas(page);
  await expect(focused(page)).toHaveAccessibleName('Graph canvas');
  await addNode(page, 'constant', 'constant');
  await addNode(page, 'constant', 'constant1');
  await addNode(page, 'plus', 'plus');
  // the tab menu closed with Escape: the keyboard is back on the node
  await page.keyboard.press('Tab');
  await expect(tabMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tabMenu(page)).toHaveCount(0);
  await expectFocusOn(page, 'plus, plus');

  // the wire picker on plus: its Numbers, then both constants' values, Enter each
  await page.keyboard.press('w');
  const sockets = picker(page).getByRole('listbox', { name: 'Sockets of plus' });
  await expect(sockets).toBeFocused();
  await page.keyboard.press('Home');
  await expect(sockets.getByRole('option', { selected: true })).toHaveText(
    'Multi-input Numbers (number), not wired',
  );
  await page.keyboard.press('Tab');
  await expect(picker(page).getByRole('combobox', { name: 'Wire into Numbers from' })).toBeFocused();
  await page.keyboard.type('constant value');
  const sources = picker(page).getByRole('listbox', { name: 'Wire into Numbers from' });
  await expect(sources.getByRole('option', { selected: true })).toHaveText('constant · Value (inferred)');
  await page.keyboard.press('Enter');
  await expect(picker(page).getByRole('status')).toHaveText('Wired constant Value to plus Numbers.');
  await page.keyboard.press('ArrowDown');
  await expect(sources.getByRole('option', { selected: true })).toHaveText('constant1 · Value (inferred)');
  await page.keyboard.press('Enter');
  await expect(picker(page).getByRole('status')).toHaveText('Wired constant1 Value to plus Numbers.');
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);
  await expectFocusOn(page, 'plus, plus');
  await expect(focused(page)).toHaveAccessibleDescription(/Inputs: numbers from constant and constant1\./);

  // a value typed into each constant: Alt+Up goes to the node wired into plus, Space selects it,
  // F6 goes on to the Parameters panel, Tab to its fields; F6 comes back to the node
  await page.keyboard.press('Alt+ArrowUp');
  await expectFocusOn(page, 'constant, constant');
  await typeNumber(page, '2');
  await toCanvas(page);
  await expectFocusOn(page, 'constant, constant');
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, 'constant1, constant');
  await typeNumber(page, '3');
  await toCanvas(page);
  await expectFocusOn(page, 'constant1, constant');

  // a level beside plus: Enter enters it (its path announced), Shift+Enter leaves to its node
  await page.keyboard.press('ArrowRight');
  await expectFocusOn(page, 'plus, plus');
  await addNode(page, 'level', 'level');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Level path' })).toContainText('level');
  await expect(liveCanvas(page).getByRole('status')).toHaveText(/ \/ level$/);
  await expect(page.getByText('This level is empty')).toBeVisible();
  await page.keyboard.press('Shift+Enter');
  await expectFocusOn(page, 'level, level');

  // the picker on plus again: constant's wire removed, then made again (it comes after constant1's)
  await page.keyboard.press('ArrowLeft');
  await expectFocusOn(page, 'plus, plus');
  await page.keyboard.press('w');
  await expect(sockets).toBeFocused();
  await page.keyboard.press('Home');
  await expect(sockets.getByRole('option', { selected: true })).toHaveText(
    'Multi-input Numbers (number), 2 wires',
  );
  await tabTo(page, picker(page).getByRole('button', { name: 'Remove wire from constant Value' }));
  await page.keyboard.press('Enter');
  await expect(picker(page).getByRole('status')).toHaveText('Removed the wire from constant Value.');
  // (the picker is modal: the canvas behind it is out of reach, the stored graph says it)
  await expect
    .poll(async () => (await storedWires(page, projectId)).filter((w) => w.endsWith('→ plus.numbers')))
    .toEqual(['constant1.value → plus.numbers']);
  await tabTo(page, picker(page).getByRole('combobox', { name: 'Wire into Numbers from' }));
  await page.keyboard.type('constant value');
  await expect(sources.getByRole('option', { selected: true })).toHaveText('constant · Value (inferred)');
  await page.keyboard.press('Enter');
  await expect(picker(page).getByRole('status')).toHaveText('Wired constant Value to plus Numbers.');
  // the workspace's polite live region says what it changed (after the wire, or with it when the
  // value came within the same half second: "constant wired to plus input numbers. plus = 5")
  await expect(page.getByRole('status', { name: 'Announcements' })).toHaveText(/(^|\. |; )plus = 5$/);
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);

  // the result, read from plus's accessible description: 3 + 2
  await expectFocusOn(page, 'plus, plus');
  await expect(focused(page)).toHaveAccessibleDescription(
    'In level Root / hex. Inputs: numbers from constant1 and constant. Outputs: result not wired. Value 5.',
  );

  // the server holds the same graph
  const stored = async () =>
    (await callFromPage<{ graph: StoredGraph }>(page, 'GET', `/projects/${projectId}`)).graph;
  await expect
    .poll(async () => {
      const { nodes, connections } = await stored();
      const name = (id: string) => nodes.find((n) => n.id === id)?.name;
      return {
        // the project's root contexts aside: the nodes of hex, the level the keyboard built in
        nodes: nodes
          .filter((n) => n.parentId === 'hex')
          .map((n) => `${n.name}: ${n.definitionName}`)
          .sort(),
        wires: connections
          .sort((a, b) => a.order - b.order)
          .map(
            (c) =>
              `${name(c.sourceNode)}.${c.sourceOutputIdentifier} -> ${name(c.targetNode)}.${c.targetInputIdentifier}`,
          ),
        values: nodes
          .filter((n) => n.definitionName === 'constant')
          .map((n) => `${n.name} ${n.params.type?.value} ${n.params.value?.value}`)
          .sort(),
      };
    })
    .toEqual({
      nodes: ['constant1: constant', 'constant: constant', 'level: level', 'plus: plus'],
      wires: ['constant1.value -> plus.numbers', 'constant.value -> plus.numbers'],
      values: ['constant number 2', 'constant1 number 3'],
    });

  // not one mouse event on the workspace's page, which never reloaded
  expect(page.url()).toBe(workspaceUrl);
  expect(await mouseEventsSeen(page)).toEqual([]);
});
