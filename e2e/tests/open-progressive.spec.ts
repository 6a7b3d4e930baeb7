// Issue 26 item 2: a big project's canvas is interactive before its values are computed. The faker
// node's code (a chunk of its own, loaded by its first evaluation) is held back by the test, so the
// evaluation cannot finish until the test lets it: what is asserted is state, never time.

import { graphNode } from '@nodeloom/engine/testing';
import { canvasNode } from '../support/canvas.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { canvasViewport, collectConsoleErrors, pane, seedProject } from './canvas-support.js';

const COLUMNS = 40;
const SPACING = { x: 220, y: 100 };
const COUNT = 2000;
/** the faker node sits mid-level, where the canvas's first view is centred: it is evaluated early */
const FAKER_AT = { x: 20 * SPACING.x, y: 25 * SPACING.y + 50 };
const FAKER_ID = 'node_fakerprogress01';
/** the plate one column right of the faker node's row: further from the first view's centre */
const NEIGHBOUR = 25 * COLUMNS + 21;
const PLATE_ID = (i: number) => `node_pr${String(i).padStart(13, '0')}`;

test('a big project takes clicks before its values are computed, and they fill in after', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithTestAccount(page);
  const plates = Array.from({ length: COUNT }, (_, i) =>
    graphNode({
      id: PLATE_ID(i),
      definitionName: 'plus',
      name: `plate${i}`,
      parentId: 'hex',
      position: { x: (i % COLUMNS) * SPACING.x, y: Math.floor(i / COLUMNS) * SPACING.y },
    }),
  );
  const faker = graphNode({
    id: FAKER_ID,
    definitionName: 'faker',
    name: 'fakeWord',
    parentId: 'hex',
    position: FAKER_AT,
  });
  const projectId = await seedProject(page, 'Progressive open', [...plates, faker]);

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let fakerRequested = false;
  await page.route(/\/assets\/faker-catalogue-[^/]+\.js$/, async (route) => {
    fakerRequested = true;
    await released;
    await route.continue();
  });
  const errors = collectConsoleErrors(page);
  await page.goto(`/project?id=${projectId}`);

  // the level opens framed whole, on the overview canvas, while the faker node waits for its code
  const overview = page.getByTestId('canvas-overview');
  // 2,001 nodes read, checked and laid out: on a loaded 2-core machine (two browsers beside the
  // server) that alone took over the default 10 s, in every build
  await expect(overview).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect.poll(() => fakerRequested).toBe(true);

  // the canvas takes a click: the faker node's plate selects it
  const v = await canvasViewport(page);
  const box = (await pane(page).boundingBox())!;
  const onScreen = (x: number, y: number) => ({ x: box.x + v.x + x * v.zoom, y: box.y + v.y + y * v.zoom });
  const fakerSpot = onScreen(FAKER_AT.x + 80, FAKER_AT.y + 25);
  await page.mouse.click(fakerSpot.x, fakerSpot.y);
  const parameters = page.getByRole('region', { name: 'Parameters' });
  await expect(parameters.getByRole('heading', { name: 'fakeWord' })).toBeVisible();

  // and a double-click zooms in there: the selected node's view shows its value as still to come
  await page.mouse.dblclick(fakerSpot.x, fakerSpot.y);
  const fakerView = canvasNode(page, FAKER_ID);
  await expect(fakerView).toBeVisible();
  const value = fakerView.getByRole('definition');
  await expect(value).toHaveText('…');
  // a neighbour further from the first view's centre comes after the faker node: a click selects
  // it, and it has no value yet either
  const neighbour = canvasNode(page, PLATE_ID(NEIGHBOUR));
  await neighbour.click();
  await expect(parameters.getByRole('heading', { name: `plate${NEIGHBOUR}` })).toBeVisible();
  const neighbourValue = neighbour.getByRole('definition');
  await expect(neighbourValue).toHaveText('…');

  // the faker node's code arrives: the values fill in
  release();
  await expect(neighbourValue).toHaveText('0');
  await fakerView.click();
  await expect(value).not.toHaveText('…');
  await expect(value).not.toBeEmpty();
  expect(errors).toEqual([]);
});
