// Issue 34, the GPU canvas (the workspace's canvas): the level is drawn by its own WebGL2 renderer on
// WebGL (SwiftShader in headless Chromium) and every check goes through the accessible layer (node
// elements by role, name and data-id), the canvas's data-view and the stored model, never a
// renderer's class names.
import type { Page } from '@playwright/test';
import { savedNode, savedWire } from '../support/graph.js';
import { storedWires } from '../support/stored-graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';

const A = 'node_gpu_a';
const B = 'node_gpu_b';
const SUM = 'node_gpu_sum';

/** Two constants a and b wired into the plus sum below them. */
const TWO_INTO_SUM = [
  { type: 'saveNode', node: savedNode(A, 'constant', 'a', { x: 0, y: 0 }) },
  { type: 'saveNode', node: savedNode(B, 'constant', 'b', { x: 400, y: 0 }) },
  { type: 'saveNode', node: savedNode(SUM, 'plus', 'sum', { x: 200, y: 200 }) },
  { type: 'saveConnection', connection: savedWire(A, 'value', SUM, 'numbers', 0) },
  { type: 'saveConnection', connection: savedWire(B, 'value', SUM, 'numbers', 1) },
];

/** The nodes' positions as the server stored them. */
async function storedPositions(
  page: Page,
  projectId: string,
): Promise<Record<string, { x: number; y: number }>> {
  const project = await callFromPage<{
    graph: { nodes: { id: string; position: { x: number; y: number } }[] };
  }>(page, 'GET', `/projects/${projectId}`);
  return Object.fromEntries(project.graph.nodes.map((n) => [n.id, n.position]));
}

/** The canvas's data-view: the flow point at its centre and the zoom. */
async function view(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  const value = await page.getByTestId('graph-canvas').getAttribute('data-view');
  const [x, y, zoom] = (value ?? '').split(' ').map(Number);
  return { x, y, zoom };
}

async function centreOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('group', { name }).boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * With the pointer resting at `rest` (empty canvas, so no hover differs), the canvas's picture
 * after partial frames equals the whole frame a pan there and back draws when it rests.
 */
async function expectWholeFramePicture(page: Page, rest: { x: number; y: number }, after: string) {
  const canvas = page.getByTestId('graph-canvas');
  await page.mouse.move(rest.x, rest.y);
  const settled = async () => {
    await page.waitForTimeout(400);
    return canvas.screenshot();
  };
  const partial = await settled();
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(rest.x + 80, rest.y + 40, { steps: 3 });
  await page.mouse.move(rest.x, rest.y, { steps: 3 });
  await page.mouse.up({ button: 'middle' });
  const whole = await settled();
  expect(Buffer.compare(partial, whole), `the picture after the ${after} differs from a whole frame`).toBe(0);
}

/**
 * Signs in on the GPU canvas with a new project holding `updates` (saved through the API), and
 * returns its id; the page is not yet on it.
 */
async function gpuProject(page: Page, name: string, updates: object[]): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName(name),
    metadata: { context: 'hex' },
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, { unorderedUpdates: updates });
  return id;
}

test('the GPU canvas draws the level and takes the gestures through the editor', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await gpuProject(page, 'Gpu', TWO_INTO_SUM);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/project?id=${id}`);

  // the GPU canvas stands where xyflow's did: WebGL started (no failure), and xyflow never loaded
  const canvas = page.getByTestId('graph-canvas');
  await expect(canvas).toHaveAttribute('data-renderer', 'gpu', { timeout: OPEN_TIMEOUT_MS });
  await expect(canvas).toHaveAccessibleName('Graph canvas');
  await expect(page.getByText('The GPU canvas could not start')).toHaveCount(0);
  await expect(page.locator('.react-flow')).toHaveCount(0);

  // each node has an element: role group, "name, definition", its data-id, and a description
  const a = page.getByRole('group', { name: 'a, constant' });
  const sum = page.getByRole('group', { name: 'sum, plus' });
  await expect(a).toHaveAttribute('data-id', A, { timeout: OPEN_TIMEOUT_MS });
  await expect(page.getByRole('group', { name: 'b, constant' })).toHaveAttribute('data-id', B);
  await expect(sum).toHaveAttribute('data-id', SUM);
  await expect(sum).toHaveAttribute('aria-roledescription', 'node');
  await expect(sum).toHaveAccessibleDescription(/Inputs: numbers from a and b\./);
  await expect(canvas).toHaveAttribute('data-detail', 'full');
  expect(await canvas.locator('*').count()).toBeLessThanOrEqual(300);

  // a click selects
  await page.mouse.click(...(Object.values(await centreOf(page, 'sum, plus')) as [number, number]));
  await expect(sum).toHaveAttribute('data-selected', 'true');

  // a drag moves the node: the editor's translate gesture (snapped), saved
  const before = (await storedPositions(page, id))[B];
  const from = await centreOf(page, 'b, constant');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(from.x + step * 30, from.y + step * 20);
  await page.mouse.up();
  await expect
    .poll(async () => (await storedPositions(page, id))[B], { timeout: 15_000 })
    .not.toEqual(before);
  const after = (await storedPositions(page, id))[B];
  expect(after.x).toBeGreaterThan(before.x);
  expect(after.y).toBeGreaterThan(before.y);
  await expect(page.getByRole('group', { name: 'b, constant' })).toHaveAttribute('data-selected', 'true');

  // a band from empty canvas (left of sum, below a) to a's centre selects a alone; Delete (the
  // command registry's) deletes it
  const aAt = await centreOf(page, 'a, constant');
  const { zoom } = await view(page);
  const canvasBox = (await canvas.boundingBox())!;
  await page.mouse.move(Math.max(canvasBox.x + 4, aAt.x - 110 * zoom), aAt.y + 75 * zoom);
  await page.mouse.down();
  await page.mouse.move(aAt.x, aAt.y + 10, { steps: 4 });
  await page.mouse.up();
  await expect(a).toHaveAttribute('data-selected', 'true');
  await expect(sum).not.toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(a).toHaveCount(0);
  await expect.poll(async () => Object.keys(await storedPositions(page, id))).not.toContain(A);
  expect(Object.keys(await storedPositions(page, id))).toEqual(expect.arrayContaining([B, SUM]));

  // a middle-button drag pans: the flow point at the centre moves against the drag
  const box = (await canvas.boundingBox())!;
  const start = await view(page);
  const sumBeforePan = await centreOf(page, 'sum, plus');
  // (from the top edge's middle: the zoom controls and the minimap sit in the bottom corners)
  const empty = { x: box.x + box.width / 2, y: box.y + 20 };
  await page.mouse.move(empty.x, empty.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(empty.x + 60, empty.y + 40);
  await page.mouse.move(empty.x + 120, empty.y + 80);
  await page.mouse.up({ button: 'middle' });
  const panned = await view(page);
  expect(panned.zoom).toBe(start.zoom);
  expect(panned.x).toBeCloseTo(start.x - 120 / start.zoom, 0);
  expect(panned.y).toBeCloseTo(start.y - 80 / start.zoom, 0);
  // the node's element went with the view, and the middle button pasted nothing (Linux's primary selection)
  await expect.poll(async () => (await centreOf(page, 'sum, plus')).x).toBeCloseTo(sumBeforePan.x + 120, 0);
  expect((await centreOf(page, 'sum, plus')).y).toBeCloseTo(sumBeforePan.y + 80, 0);

  // a mouse wheel zooms (inputDeviceType auto: whole notches are a mouse) around the pointer
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => (await view(page)).zoom).toBeGreaterThan(panned.zoom);

  await expect(page.getByText('Nothing was pasted')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a drag redraws only what it touched, and leaves the picture a whole frame draws', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await gpuProject(page, 'GpuPartial', TWO_INTO_SUM);
  await page.goto(`/project?id=${id}`);
  const canvas = page.getByTestId('graph-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: OPEN_TIMEOUT_MS });
  const box = (await canvas.boundingBox())!;
  // the pointer rests on empty canvas for each picture (the top edge's middle), so no hover differs
  const rest = { x: box.x + box.width / 2, y: box.y + 20 };

  // a slow drag of b and its wire: frames that redraw only the area around them
  const before = (await storedPositions(page, id))[B];
  const from = await centreOf(page, 'b, constant');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(from.x + step * 12, from.y + step * 9);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  await expect
    .poll(async () => (await storedPositions(page, id))[B], { timeout: 15_000 })
    .not.toEqual(before);
  await expectWholeFramePicture(page, rest, 'drag');
});

/**
 * A band over four rows of five plus nodes (named by `name`, on a grid of 240 × 120, the first
 * wired into the second) from above-left of the first to the 19th's centre, slowly, so each step
 * takes in a column or a row; `far` zooms out to the plain plates first, where name tags show.
 */
async function bandOverGrid(page: Page, options: { name: (i: number) => string; far: boolean }) {
  const grid = Array.from({ length: 20 }, (_, i) => ({
    type: 'saveNode',
    node: savedNode(`node_gpu_grid${i}`, 'plus', options.name(i), {
      x: (i % 5) * 240,
      y: Math.floor(i / 5) * 120,
    }),
  }));
  const id = await gpuProject(page, 'GpuBand', [
    ...grid,
    {
      type: 'saveConnection',
      connection: savedWire('node_gpu_grid0', 'result', 'node_gpu_grid1', 'numbers', 0),
    },
  ]);
  await page.goto(`/project?id=${id}`);
  const canvas = page.getByTestId('graph-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: OPEN_TIMEOUT_MS });
  const box = (await canvas.boundingBox())!;
  const rest = { x: box.x + box.width / 2, y: box.y + 20 };
  if (options.far) {
    // wheel notches out over the grid until the plates are plain (zoom 0.25–0.4), name tags on
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let notch = 0; notch < 20 && (await canvas.getAttribute('data-detail')) !== 'plain'; notch++) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(300);
    }
    await expect(canvas).toHaveAttribute('data-detail', 'plain');
    await expect(canvas).toHaveAttribute('data-name-tags', '');
  }
  const first = (await page.getByRole('group', { name: `${options.name(0)}, plus` }).boundingBox())!;
  const last = (await page.getByRole('group', { name: `${options.name(18)}, plus` }).boundingBox())!;
  const from = { x: first.x - 20, y: first.y - 20 };
  const to = { x: last.x + last.width / 2, y: last.y + last.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  // the first four of each of the four rows: sixteen selected, the fifth column not
  const node = (i: number) => page.getByRole('group', { name: `${options.name(i)}, plus` });
  await expect(node(18)).toHaveAttribute('data-selected', 'true');
  await expect(node(4)).not.toHaveAttribute('data-selected', 'true');
  await expectWholeFramePicture(page, rest, options.far ? 'band far out' : 'band');
}

test('a band taking in rows and columns redraws only their strips, and leaves the picture a whole frame draws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await bandOverGrid(page, { name: (i) => `g${i}`, far: false });
});

test('far out, a band over nodes whose name tags are wider than them redraws less and still leaves the picture a whole frame draws', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // tags of up to 240 px centred over plates ~60 px wide on screen: the reach of a plain frame
  await bandOverGrid(page, { name: (i) => `a rather long name for grid node number ${i}`, far: true });
});

test('a wire dragged from an output socket to an input socket is stored; clicked and deleted, it goes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await gpuProject(page, 'GpuWire', [
    { type: 'saveNode', node: savedNode(A, 'constant', 'a', { x: 0, y: 0 }) },
    { type: 'saveNode', node: savedNode(SUM, 'plus', 'sum', { x: 0, y: 240 }) },
  ]);
  await page.goto(`/project?id=${id}`);
  const a = page.getByRole('group', { name: 'a, constant' });
  const sum = page.getByRole('group', { name: 'sum, plus' });
  await expect(a).toHaveAttribute('data-id', A, { timeout: OPEN_TIMEOUT_MS });

  // each socket has an element named as the xyflow canvas names it, at its box
  const output = a.getByRole('img', { name: 'Output Value (inferred)' });
  const input = sum.getByRole('img', { name: 'Input Numbers (number)' });
  await expect(output).toHaveAttribute('data-kind', 'output');
  await expect(input).toHaveAttribute('data-socket', 'numbers');

  // hovering the output shows its tip; a press and drag from it to the input wires them
  await output.hover();
  await expect(page.getByRole('tooltip')).toContainText('Value');
  const from = (await output.boundingBox())!;
  const to = (await input.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 60, { steps: 4 });
  // released a little off the input: the wire snaps to it (within 24)
  await page.mouse.move(to.x + to.width / 2 + 10, to.y - 6, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => storedWires(page, id), { timeout: 15_000 }).toEqual(['a.value → sum.numbers']);
  await expect(sum).toHaveAccessibleDescription(/Inputs: numbers from a\./);

  // a click on the wire's middle selects it; Delete removes it from the stored model
  await page.mouse.click(
    (from.x + from.width / 2 + to.x + to.width / 2) / 2,
    (from.y + from.height / 2 + to.y + to.height / 2) / 2,
  );
  await page.keyboard.press('Delete');
  await expect.poll(() => storedWires(page, id), { timeout: 15_000 }).toEqual([]);
});

test('a selected tray shows resize handles; dragging its corner resizes it through the editor, one undo step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const TRAY = 'node_gpu_tray';
  const id = await gpuProject(page, 'GpuResize', [
    { type: 'saveNode', node: savedNode(TRAY, 'trayNode', 'box', { x: 0, y: 0 }) },
  ]);
  const storedSize = async () => {
    const project = await callFromPage<{
      graph: { nodes: { id: string; size: { width: number; height: number } }[] };
    }>(page, 'GET', `/projects/${id}`);
    return project.graph.nodes.find((n) => n.id === TRAY)?.size;
  };
  await page.goto(`/project?id=${id}`);
  const tray = page.getByRole('group', { name: /^box, / });
  await expect(tray).toHaveAttribute('data-id', TRAY, { timeout: OPEN_TIMEOUT_MS });

  // a click on the tray selects it: its handles show; its bottom-right corner dragged by 100 × 60
  // screen pixels grows it by that over the zoom (the editor's resize, saved)
  const box = (await tray.boundingBox())!;
  await page.mouse.click(box.x + 20, box.y + box.height / 2);
  await expect(tray).toHaveAttribute('data-selected', 'true');
  // the handles show once the editor takes edits (not while the project opens read-only)
  await expect(page.locator('[data-handle="bottom-right"]')).toBeVisible();
  const { zoom } = await view(page);
  const corner = { x: box.x + box.width, y: box.y + box.height };
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.down();
  for (let step = 1; step <= 4; step++) await page.mouse.move(corner.x + step * 25, corner.y + step * 15);
  await page.mouse.up();
  const grown = { width: Math.round(160 + 100 / zoom), height: Math.round(50 + 60 / zoom) };
  await expect.poll(storedSize, { timeout: 15_000 }).toEqual(grown);
  const after = (await tray.boundingBox())!;
  expect(after.width).toBeCloseTo(box.width + 100, -1);

  // the whole drag was one undo step
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(storedSize, { timeout: 15_000 }).toEqual({ width: 160, height: 50 });
});

test('a node dragged onto a tray joins it, moves with it, and leaves it when dragged off (the editor decides, as on xyflow)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const TRAY = 'node_gpu_tray_join';
  const NODE = 'node_gpu_joiner';
  const id = await gpuProject(page, 'GpuTray', [
    {
      type: 'saveNode',
      node: { ...savedNode(TRAY, 'trayNode', 'box', { x: 0, y: 0 }), size: { width: 400, height: 300 } },
    },
    { type: 'saveNode', node: savedNode(NODE, 'constant', 'c', { x: 600, y: 0 }) },
  ]);
  const stored = async () => {
    const project = await callFromPage<{
      graph: { nodes: { id: string; trayNodeId?: string; position: { x: number; y: number } }[] };
    }>(page, 'GET', `/projects/${id}`);
    const node = project.graph.nodes.find((n) => n.id === NODE);
    return { tray: node?.trayNodeId ?? null, position: node?.position };
  };
  await page.goto(`/project?id=${id}`);
  const node = page.getByRole('group', { name: 'c, constant' });
  await expect(node).toHaveAttribute('data-id', NODE, { timeout: OPEN_TIMEOUT_MS });
  // the level placed and drawn before a box is read (under load the frame came after the element)
  await expect(page.getByTestId('graph-canvas')).toHaveAttribute('data-drawn', 'true');
  const { zoom } = await view(page);
  const dragBy = async (
    name: string | RegExp,
    at: { x: number; y: number },
    by: { x: number; y: number },
  ) => {
    const box = (await page.getByRole('group', { name }).boundingBox())!;
    const from = { x: box.x + at.x * zoom, y: box.y + at.y * zoom };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 5; step++)
      await page.mouse.move(from.x + (by.x * zoom * step) / 5, from.y + (by.y * zoom * step) / 5);
    await page.mouse.up();
  };

  // c's centre dropped on the tray: it joins (snapped to the grid)
  await dragBy('c, constant', { x: 80, y: 25 }, { x: -480, y: 120 });
  await expect.poll(stored, { timeout: 15_000 }).toEqual({ tray: TRAY, position: { x: 120, y: 120 } });
  // the tray dragged by its empty corner carries c along
  await dragBy(/^box, /, { x: 380, y: 280 }, { x: 0, y: 200 });
  await expect.poll(stored, { timeout: 15_000 }).toEqual({ tray: TRAY, position: { x: 120, y: 320 } });
  // c dragged off the tray leaves it
  await dragBy('c, constant', { x: 80, y: 25 }, { x: 600, y: 0 });
  await expect.poll(stored, { timeout: 15_000 }).toEqual({ tray: null, position: { x: 720, y: 320 } });
});

test("a wire's end dragged to another input moves the wire there; dropped on empty canvas it goes and the tab menu opens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await gpuProject(page, 'GpuRewire', [
    { type: 'saveNode', node: savedNode(A, 'constant', 'a', { x: 0, y: 0 }) },
    { type: 'saveNode', node: savedNode(SUM, 'plus', 'sum', { x: 0, y: 240 }) },
    { type: 'saveNode', node: savedNode(B, 'plus', 'other', { x: 300, y: 240 }) },
    { type: 'saveConnection', connection: savedWire(A, 'value', SUM, 'numbers', 0) },
  ]);
  await page.goto(`/project?id=${id}`);
  const sum = page.getByRole('group', { name: 'sum, plus' });
  await expect(sum).toHaveAttribute('data-id', SUM, { timeout: OPEN_TIMEOUT_MS });
  const { zoom } = await view(page);

  // the wire's end is grabbed just above the input it goes into (xyflow's reconnect anchor)
  const end = async (node: string) => {
    const box = (await page
      .getByRole('group', { name: node })
      .getByRole('img', { name: /^Input/ })
      .boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y - 10 * zoom };
  };
  const from = await end('sum, plus');
  const to = (await page
    .getByRole('group', { name: 'other, plus' })
    .getByRole('img', { name: /^Input/ })
    .boundingBox())!;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 100, from.y - 40, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => storedWires(page, id), { timeout: 15_000 }).toEqual(['a.value → other.numbers']);

  // dropped on empty canvas, the wire goes and the tab menu opens for a node that takes its output
  const again = await end('other, plus');
  await page.mouse.move(again.x, again.y);
  await page.mouse.down();
  await page.mouse.move(again.x - 150, again.y - 120, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => storedWires(page, id), { timeout: 15_000 }).toEqual([]);
  await expect(page.getByRole('dialog', { name: 'Tab menu' })).toBeVisible();
});
