// Issue 34 item 5: "a project opened before draws from its IndexedDB copy at once while the
// server's counter catches it up". The server's answer to the project read is held at the network
// boundary (page.route), so what the canvas shows meanwhile can only come from the browser's copy;
// what changed on the server since is brought by the session's log, and a project the server no
// longer gives is closed with the open flow's error and its copy dropped.

import { graphNode } from '@nodeloom/engine/testing';
import type { Page } from '@playwright/test';
import { canvasNodeNamed } from '../support/canvas.js';
import { storedGraph } from '../support/stored-graph.js';
import { expect, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, expectLiveCanvas, OPEN_TIMEOUT_MS } from '../support/workspace.js';
import { seedProject } from './canvas-support.js';

const plus = (id: string, name: string, x: number) =>
  graphNode({ id, definitionName: 'plus', name, parentId: 'hex', position: { x, y: 80 } });

/** The log counter of this browser's copy of the project, or null when none is kept. */
function keptCounter(page: Page, projectId: string): Promise<number | null> {
  return page.evaluate(async (id) => {
    // opening a database the app has not created would create it without its stores
    const names = (await indexedDB.databases()).map((d) => d.name);
    if (!names.includes('nodeloom-project-copies')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('nodeloom-project-copies');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const copies = await new Promise<{ project: { id: string; eventCounter: number } }[]>(
      (resolve, reject) => {
        const request = db.transaction('copies').objectStore('copies').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      },
    );
    db.close();
    return copies.find((copy) => copy.project.id === id)?.project.eventCounter ?? null;
  }, projectId);
}

/** Holds the server's answers to GET /projects/{id} until the returned release is called. */
async function holdProjectRead(page: Page, projectId: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/nest/projects/${projectId}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  return release;
}

async function openedOnce(page: Page, name: string): Promise<string> {
  await signInWithTestAccount(page);
  const projectId = await seedProject(page, name, [plus('node_copyKept', 'kept', 0)]);
  await page.goto(`/project?id=${projectId}`);
  await expectLiveCanvas(page);
  await expect(canvasNodeNamed(page, 'kept')).toBeAttached();
  await expect.poll(() => keptCounter(page, projectId), { timeout: 15_000 }).not.toBeNull();
  return projectId;
}

test("a reopen draws this browser's copy before the server answers, and the log brings what changed since", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const projectId = await openedOnce(page, 'Kept in the browser');
  const copied = await keptCounter(page, projectId);

  // away from the project, it moves on: a save after the copy's counter
  await page.goto('/projects');
  await callFromPage(page, 'POST', `/projects/${projectId}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node: plus('node_copyLate', 'late', 240) }],
  });

  const release = await holdProjectRead(page, projectId);
  await page.goto(`/project?id=${projectId}`);
  // the server has not answered the read: this is the copy, and the session's pull from its counter
  await expect(canvasNodeNamed(page, 'kept')).toBeAttached({ timeout: OPEN_TIMEOUT_MS });
  await expect(canvasNodeNamed(page, 'late')).toBeAttached({ timeout: OPEN_TIMEOUT_MS });

  // an edit on the copy is stored by the log, and the copy follows it once things are still
  await canvasNodeNamed(page, 'kept').click();
  await page.keyboard.press('Delete');
  await expect(canvasNodeNamed(page, 'kept')).toHaveCount(0);
  release();
  await expect
    .poll(async () =>
      (await storedGraph(page, projectId)).nodes.filter((n) => n.id.startsWith('node_')).map((n) => n.name),
    )
    .toEqual(['late']);
  await expect.poll(() => keptCounter(page, projectId), { timeout: 15_000 }).toBeGreaterThan(copied ?? 0);

  // the next open from the copy shows the log's state, as the server does
  await page.goto('/projects');
  await page.goto(`/project?id=${projectId}`);
  await expectLiveCanvas(page);
  await expect(canvasNodeNamed(page, 'late')).toBeAttached();
  await expect(canvasNodeNamed(page, 'kept')).toHaveCount(0);
});

test('a project deleted since its copy was kept closes with the open error, and its copy is dropped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const projectId = await openedOnce(page, 'Deleted while away');
  await page.goto('/projects');
  await callFromPage(page, 'DELETE', `/projects/${projectId}`);

  await page.goto(`/project?id=${projectId}`);
  await expect(page.getByText('This project does not exist or you cannot open it.')).toBeVisible({
    timeout: OPEN_TIMEOUT_MS,
  });
  await expect.poll(() => keptCounter(page, projectId)).toBeNull();
});

test("signing out removes the user's copies from this browser", async ({ page }) => {
  test.setTimeout(120_000);
  const projectId = await openedOnce(page, 'Signed out');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptCounter(page, projectId)).toBeNull();
});
