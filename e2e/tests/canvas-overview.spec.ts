import { graphNode } from '@nodeloom/engine/testing';
import type { Page } from '@playwright/test';
import { canvasNode, canvasNodes, liveCanvas } from '../support/canvas.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { collectConsoleErrors, pane, seedProject, canvasViewport as viewport } from './canvas-support.js';

const COLUMNS = 20;
const SPACING = { x: 220, y: 100 };
const COUNT = 300;

/** A project whose markup level holds `count` plates on a grid, seeded through the API as a client would. */
async function seedLevel(page: Page, count = COUNT): Promise<string> {
  const nodes = Array.from({ length: count }, (_, i) =>
    graphNode({
      id: `node_ov${String(i).padStart(13, '0')}`,
      definitionName: 'plus',
      name: `plate${i}`,
      parentId: 'hex',
      position: { x: (i % COLUMNS) * SPACING.x, y: Math.floor(i / COLUMNS) * SPACING.y },
    }),
  );
  return seedProject(page, 'Overview', nodes);
}

test('zoomed out, the level is drawn on the overview canvas: a click there selects, zooming in brings the DOM nodes back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  const projectId = await seedLevel(page);
  const errors = collectConsoleErrors(page);
  await page.goto(`/project?id=${projectId}`);
  const overview = page.getByTestId('canvas-overview');
  const domNodes = canvasNodes(page);

  // the level has no viewport of its own, so it opens framed whole: 300 plates land below the
  // overview threshold, drawn on one canvas with no node elements
  await expect.poll(async () => (await viewport(page)).zoom).toBeLessThan(0.25);
  await expect(overview).toBeVisible();
  await expect(overview).toHaveAccessibleName(`Overview of the level: ${COUNT} nodes`);
  await expect(overview).toHaveAttribute('data-drawn', 'true');
  await expect(domNodes).toHaveCount(0);

  // a double-click zooms in to a readable zoom around that spot: node views are back (they return
  // while the 200 ms zoom animation passes the threshold, so the zoom is read once it has landed)
  const box = (await pane(page).boundingBox())!;
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(overview).toHaveCount(0);
  await expect(domNodes.first()).toBeVisible();
  await expect.poll(async () => (await viewport(page)).zoom).toBeGreaterThanOrEqual(0.5);

  // zooming out (Alt + wheel) past the threshold hands the level back to the overview canvas (more
  // than 150 nodes in view does so before 25%); out to the whole level, for the clicks below
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Alt');
  for (let i = 0; i < 30 && (await viewport(page)).zoom >= 0.25; i++) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(50);
  }
  await page.keyboard.up('Alt');
  await expect(overview).toBeVisible();
  await expect(domNodes).toHaveCount(0);

  // a click on a painted plate selects that node: the parameter editor shows its name
  const v = await viewport(page);
  const target = 47; // column 7, row 2
  const flow = { x: (target % COLUMNS) * SPACING.x + 80, y: Math.floor(target / COLUMNS) * SPACING.y + 25 };
  const paneBox = (await pane(page).boundingBox())!;
  await page.mouse.click(paneBox.x + v.x + flow.x * v.zoom, paneBox.y + v.y + flow.y * v.zoom);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByRole('heading', { name: `plate${target}` })).toBeVisible();

  // a click on empty canvas between the plates clears the selection
  await page.mouse.click(paneBox.x + v.x + (flow.x + 110) * v.zoom, paneBox.y + v.y + (flow.y + 50) * v.zoom);
  await expect(parameters.getByRole('heading', { name: `plate${target}` })).toHaveCount(0);

  // a band dragged over empty canvas selects the plates it touches: 0, 1, 20 and 21
  const screen = (x: number, y: number) => ({
    x: paneBox.x + v.x + x * v.zoom,
    y: paneBox.y + v.y + y * v.zoom,
  });
  const from = screen(-30, -30);
  const to = screen(390, 160);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect(parameters.getByRole('heading', { name: '4 nodes selected' })).toBeVisible();

  // zooming back in brings the node views back, the clicked node among them
  await page.mouse.dblclick(paneBox.x + v.x + flow.x * v.zoom, paneBox.y + v.y + flow.y * v.zoom);
  await expect(overview).toHaveCount(0);
  await expect(canvasNode(page, `node_ov${String(target).padStart(13, '0')}`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('crossing the plain threshold draws the nodes as plain plates and back', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithTestAccount(page);
  // 200 nodes (10 rows): few enough in view just under 40% to stay within the DOM budget (150), so
  // the canvas draws plates there instead of going straight to the overview
  const projectId = await seedLevel(page, 200);
  const errors = collectConsoleErrors(page);
  await page.goto(`/project?id=${projectId}`);
  const canvas = liveCanvas(page);
  await expect(page.getByTestId('canvas-overview')).toHaveAttribute('data-drawn', 'true');
  const box = (await pane(page).boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // into full views, then Alt + wheel out until the canvas draws plates (between 25% and 40%)
  await page.mouse.dblclick(middle.x, middle.y);
  await expect(canvas).toHaveAttribute('data-detail', 'full');
  const nodes = canvasNodes(page);
  await page.mouse.move(middle.x, middle.y);
  await page.keyboard.down('Alt');
  for (let i = 0; i < 40 && (await canvas.getAttribute('data-detail')) === 'full'; i++) {
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(50);
  }
  await page.keyboard.up('Alt');
  // the canvas says what it draws (data-detail, on either canvas); the nodes keep their elements
  await expect(canvas).toHaveAttribute('data-detail', 'plain');
  await expect(nodes.first()).toBeAttached();
  // and zooming back in brings every body back
  await page.keyboard.down('Alt');
  for (let i = 0; i < 40 && (await canvas.getAttribute('data-detail')) !== 'full'; i++) {
    await page.mouse.wheel(0, -60);
    await page.waitForTimeout(50);
  }
  await page.keyboard.up('Alt');
  await expect(canvas).toHaveAttribute('data-detail', 'full');
  await expect(nodes.first()).toBeAttached();
  expect(errors).toEqual([]);
});
