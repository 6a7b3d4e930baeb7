// What floats over the graph canvas, on whichever canvas draws it (NODELOOM_E2E_CANVAS=gpu for the
// GPU canvas): the zoom buttons, the minimap and its press, references between nodes, and a second
// member's cursor, selection and band, which move with a pan of one's own; follow mode.
import { graphNode } from '@nodeloom/engine/testing';
import type { Browser, Page } from '@playwright/test';
import { canvasNode, liveCanvas } from '../support/canvas.js';
import { referenceLines, remoteBands, remoteCursors, remoteSelection } from '../support/presence.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, collaboratorAvatars } from '../support/workspace.js';

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInWithTestAccount(page);
  return page;
}

const view = (page: Page) => liveCanvas(page).getAttribute('data-view');

/** Twelve minus nodes on a 4×3 grid; the seventh's A reads the second's (`plus1.$a * 2`). */
function seededNodes() {
  return Array.from({ length: 12 }, (_, i) => {
    const node = graphNode({
      id: `node_ovl${String(i).padStart(13, '0')}`,
      definitionName: 'minus',
      name: `plus${i}`,
      parentId: 'hex',
      position: { x: (i % 4) * 240, y: Math.floor(i / 4) * 140 },
      ...(i === 6 ? { params: { a: { expression: 'plus1.$a * 2' } } } : {}),
    });
    // the stored form names the value of an expression param too
    return node.params.a ? { ...node, params: { a: { ...node.params.a, value: 0 } } } : node;
  });
}

test('zoom buttons, minimap, references and a second member on the canvas', async ({ browser }, info) => {
  test.setTimeout(180_000);
  const owner = await signedInPage(browser);
  const member = await signedInPage(browser);
  const memberMe = await callFromPage<{ id: string }>(member, 'GET', '/users/me');
  const team = await callFromPage<{ id: string }>(owner, 'POST', '/teams', { name: 'Overlay crew' });
  await callFromPage(owner, 'POST', `/teams/${team.id}/members`, { userId: memberMe.id });
  const project = await callFromPage<{ id: string }>(owner, 'POST', '/projects', {
    name: 'Overlays',
    teamId: team.id,
    metadata: { context: 'hex' },
  });
  const nodes = seededNodes();
  await callFromPage(owner, 'POST', `/projects/${project.id}/graph`, {
    unorderedUpdates: nodes.map((node) => ({ type: 'saveNode', node })),
  });
  for (const page of [owner, member]) {
    await page.goto(`/project?id=${project.id}`);
    await expect(liveCanvas(page)).toBeVisible({ timeout: 30_000 });
  }
  await expect(collaboratorAvatars(owner)).toHaveCount(1);
  await expect(collaboratorAvatars(member)).toHaveCount(1);
  await expect(owner.getByRole('img', { name: 'Minimap' })).toBeVisible();
  await expect(liveCanvas(owner)).toHaveAttribute('data-grid', /^(lines|dots|cross) \d+$/);

  // the zoom buttons move the view; fit frames the level
  const opened = await view(owner);
  await owner.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => view(owner)).not.toBe(opened);
  await owner.getByRole('button', { name: 'Zoom out' }).click();
  await owner.getByRole('button', { name: /^Zoom to fit/ }).click();
  // a press on the minimap centres the view there (and selects nothing beneath it)
  const fitted = await view(owner);
  const map = (await owner.getByRole('img', { name: 'Minimap' }).boundingBox())!;
  await owner.mouse.click(map.x + 20, map.y + 20);
  await expect.poll(() => view(owner)).not.toBe(fitted);
  await owner.getByRole('button', { name: /^Zoom to fit/ }).click();

  // the owner's cursor, selection and band on the member's canvas
  const box = (await liveCanvas(owner).boundingBox())!;
  await owner.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await expect(remoteCursors(member)).toHaveCount(1);
  await canvasNode(owner, nodes[5]!.id).click({ position: { x: 20, y: 10 } });
  await expect(remoteSelection(member, nodes[5]!.id)).toBeVisible();
  // a reference shows while its reader is selected (the preference's default)
  await canvasNode(owner, nodes[6]!.id).click({ position: { x: 20, y: 10 } });
  await expect(referenceLines(owner)).toHaveAccessibleName('plus6 reads $a from plus1');
  await owner.mouse.move(box.x + 30, box.y + 30);
  await owner.mouse.down();
  await owner.mouse.move(box.x + 120, box.y + 110, { steps: 5 });
  await expect(remoteBands(member)).toBeVisible();
  await owner.mouse.up();
  await expect(remoteBands(member)).toHaveCount(0);
  await canvasNode(owner, nodes[5]!.id).click({ position: { x: 20, y: 10 } });
  await owner.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 4 });
  for (const dismiss of await member.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
  await expect(remoteSelection(member, nodes[5]!.id)).toBeVisible();
  await member.screenshot({ path: info.outputPath('second-member.png') });

  // the member's pan moves the owner's cursor with the canvas
  const cursor = remoteCursors(member);
  const before = (await cursor.boundingBox())!;
  await member.mouse.move(box.x + 300, box.y + 300);
  await member.mouse.down({ button: 'middle' });
  await member.mouse.move(box.x + 360, box.y + 330, { steps: 5 });
  await member.mouse.up({ button: 'middle' });
  await expect.poll(async () => Math.round((await cursor.boundingBox())!.x - before.x)).toBe(60);

  // follow mode: the member's view follows the owner's
  await collaboratorAvatars(member).first().click();
  await owner.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => view(member)).toBe(await view(owner));
});
