// Issue 22's browser checks: one write path. A member who opens the project in the middle of a
// burst of edits ends with every node; a REST save made during a session reaches both canvases;
// edits made while the socket is cut survive a reload and reach the server and the other member.
// Models are compared through the editor handle (the canvas culls what is out of view).

import type { Browser, BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { canvasNode } from '../support/canvas.js';
import { savedNode } from '../support/graph.js';
import { expect, setDebugFlags, signInWithTestAccount, test } from '../support/test.js';
import { callFromPage, collaboratorAvatars } from '../support/workspace.js';
import { pane } from './canvas-support.js';

const saveStatus = (page: Page) => page.getByRole('contentinfo', { name: 'Status bar' }).getByRole('status');

/** The node ids of the page's editor model, sorted. */
const modelNodeIds = (page: Page) =>
  page.evaluate(() => {
    type Handle = { graph: { toGraph(): { nodes: { id: string }[] } } };
    const editor = (window as unknown as { __nodeloomEditor?: Handle }).__nodeloomEditor;
    return (editor?.graph.toGraph().nodes.map((n) => n.id) ?? []).sort();
  });

async function storedNodeIds(page: Page, projectId: string): Promise<string[]> {
  const project = await callFromPage<{ graph: { nodes: { id: string }[] } }>(
    page,
    'GET',
    `/projects/${projectId}`,
  );
  return project.graph.nodes.map((n) => n.id).sort();
}

async function signedInContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await setDebugFlags(page, 'editorHandle');
  await signInWithTestAccount(page);
  return { context, page };
}

async function openProject(page: Page, projectId: string): Promise<void> {
  await page.goto(`/project?id=${projectId}`);
  await expect(pane(page)).toBeVisible({ timeout: 30_000 });
}

/** An owner and a team member of one new team project with one node in it. */
async function twoMembers(browser: Browser) {
  const alice = await signedInContext(browser);
  const bob = await signedInContext(browser);
  const bobMe = await callFromPage<{ id: string }>(bob.page, 'GET', '/users/me');
  const team = await callFromPage<{ id: string }>(alice.page, 'POST', '/teams', { name: 'One truth' });
  await callFromPage(alice.page, 'POST', `/teams/${team.id}/members`, { userId: bobMe.id });
  const project = await callFromPage<{ id: string }>(alice.page, 'POST', '/projects', {
    name: 'One truth',
    teamId: team.id,
  });
  const seed = 'node_seedseedseedseed';
  await callFromPage(alice.page, 'POST', `/projects/${project.id}/graph`, {
    unorderedUpdates: [{ type: 'saveNode', node: savedNode(seed, 'stringTrim', 'seed', { x: 200, y: 200 }) }],
  });
  return { alice, bob, projectId: project.id, seed };
}

/** Selects a node by clicking its title. */
async function select(page: Page, id: string): Promise<void> {
  await canvasNode(page, id).click({ position: { x: 20, y: 10 } });
}

test('a member who opens the project in the middle of a burst of edits ends with every node', async ({
  browser,
}) => {
  // two pages drawing their canvases while one duplicates thirty times (in software for the GPU canvas)
  test.setTimeout(180_000);
  const { alice, bob, projectId, seed } = await twoMembers(browser);
  await openProject(alice.page, projectId);
  await select(alice.page, seed);
  // thirty duplicates over three seconds; Bob opens the project a second in
  const burst = (async () => {
    for (let i = 0; i < 30; i++) {
      await alice.page.keyboard.press('Control+d');
      await alice.page.waitForTimeout(100);
    }
  })();
  await alice.page.waitForTimeout(1000);
  await openProject(bob.page, projectId);
  await burst;
  const lastEdit = Date.now();
  const aliceIds = await modelNodeIds(alice.page);
  expect(aliceIds.length).toBe(3 + 1 + 30);
  await expect.poll(() => modelNodeIds(bob.page), { timeout: 2000 }).toEqual(aliceIds);
  expect(Date.now() - lastEdit).toBeLessThan(2500);
  await expect(saveStatus(alice.page)).toHaveText('All changes saved', { timeout: 10_000 });
  expect(await storedNodeIds(alice.page, projectId)).toEqual(aliceIds);
  await alice.context.close();
  await bob.context.close();
});

test('a REST graph save made while two members are in a session appears on both canvases', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { alice, bob, projectId } = await twoMembers(browser);
  await openProject(alice.page, projectId);
  await openProject(bob.page, projectId);
  // both sessions have joined: each sees the other to follow
  await expect(collaboratorAvatars(alice.page)).toBeVisible();
  await expect(collaboratorAvatars(bob.page)).toBeVisible();
  const added = 'node_restrestrestrest';
  // an API client (the CLI, a script) saves a node through REST
  await callFromPage(alice.page, 'POST', `/projects/${projectId}/graph`, {
    unorderedUpdates: [
      { type: 'saveNode', node: savedNode(added, 'stringLength', 'fromRest', { x: 500, y: 200 }) },
    ],
  });
  await expect(canvasNode(alice.page, added)).toBeVisible({ timeout: 2000 });
  await expect(canvasNode(bob.page, added)).toBeVisible({ timeout: 2000 });
  // its name as either canvas names a node ("<name>, <definition>"), not text one canvas draws in the DOM
  await expect(canvasNode(bob.page, added)).toHaveAccessibleName('fromRest, stringLength');
  await alice.context.close();
  await bob.context.close();
});

test('edits made with the socket cut survive a reload and reach the server and the other member', async ({
  browser,
}) => {
  // two pages and a reload, each drawing its canvas (in software for the GPU canvas without a GPU)
  test.setTimeout(180_000);
  const { alice, bob, projectId, seed } = await twoMembers(browser);
  // Bob's collaboration socket goes through a route that can cut it (HTTP keeps working)
  let cut = false;
  const open: WebSocketRoute[] = [];
  await bob.context.routeWebSocket(/\/collab\//, (ws) => {
    if (cut) {
      // a connection that fails as a dead network does: an error, so the client keeps retrying
      // (a clean close before the handshake would leave socket.io waiting, which no network does)
      ws.send('not an engine.io packet');
      ws.close();
      return;
    }
    ws.connectToServer();
    open.push(ws);
  });
  await openProject(alice.page, projectId);
  await openProject(bob.page, projectId);
  await expect(saveStatus(bob.page)).toHaveText('All changes saved');
  // the session joins once the canvas has drawn: cut the socket once it has joined (Bob sees Alice
  // to follow), not before its handshake ends — a clean close then leaves socket.io waiting for its
  // own connect timeout (20 s), which is socket.io's answer to a handshake that never ends
  await expect(collaboratorAvatars(bob.page)).toBeVisible();
  expect(open.length).toBeGreaterThan(0);
  cut = true;
  for (const ws of open.splice(0)) await ws.close();
  await expect(bob.page.getByText('You are offline.')).toBeVisible({ timeout: 10_000 });

  await select(bob.page, seed);
  for (let i = 0; i < 5; i++) await bob.page.keyboard.press('Control+d');
  const bobIds = await modelNodeIds(bob.page);
  expect(bobIds).toHaveLength(3 + 1 + 5);
  await expect(saveStatus(bob.page)).toHaveText(/^Offline: \d+ changes waiting/);
  // nothing reached the server or Alice
  expect(await storedNodeIds(alice.page, projectId)).toHaveLength(4);

  // a reload while still offline: the page opens the stored graph and takes the waiting edits back
  await bob.page.reload();
  await expect(pane(bob.page)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => modelNodeIds(bob.page), { timeout: 10_000 }).toEqual(bobIds);
  await expect(saveStatus(bob.page)).toHaveText(/^Offline: \d+ changes waiting/);

  // the network comes back: the edits reach the server and Alice
  cut = false;
  await expect(saveStatus(bob.page)).toHaveText('All changes saved', { timeout: 20_000 });
  expect(await storedNodeIds(alice.page, projectId)).toEqual(bobIds);
  await expect.poll(() => modelNodeIds(alice.page), { timeout: 5000 }).toEqual(bobIds);
  await alice.context.close();
  await bob.context.close();
});
