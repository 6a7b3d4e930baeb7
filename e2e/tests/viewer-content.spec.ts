// Issue 23 row 1, as a user: viewer nodes show their content. An inspector highlights its value in
// its language, a diff viewer compares two values (line numbers, inline or side by side, its
// display params), an iframe runs its embed code in a sandboxed frame on the preview host, a plugin's page talks to
// the workspace through the SDK's window messages, and a tray draws its text as its params say.
// Each viewer's picture goes to the test's output folder (docs/screenshots/viewer-*.png are these).

import type { Locator, Page, TestInfo } from '@playwright/test';
import { canvasNode, clickNodeName, HIDE_CANVAS_OVERLAYS, nodeNameOf } from '../support/canvas.js';
import { savedNode, savedWire } from '../support/graph.js';
import { expectNodeMark } from '../support/node-marks.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, expectLiveCanvas } from '../support/workspace.js';
import { addNodeByPicker, nodesOf, openNewProject, pane } from './canvas-support.js';

const parameters = (page: Page) => page.getByRole('region', { name: 'Parameters' });
const literal = (name: string, value: unknown) => ({ name, value, expression: '', evalType: 'literal' });
const sized = <T extends object>(node: T, width: number, height: number) => ({
  ...node,
  size: { width, height },
});

async function setField(page: Page, label: string, value: string, commitKey = 'Enter'): Promise<void> {
  const field = parameters(page).getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press(commitKey);
}

async function flip(page: Page, label: string): Promise<void> {
  await parameters(page).getByRole('switch', { name: label }).click();
}

/** The sandbox of frames whose content has an origin of its own, never the app's. */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

// sharp pictures of the nodes for the docs
test.use({ deviceScaleFactor: 2 });

/** The node alone: the canvas's overlays (minimap, controls) that may lie over it are left out. */
async function picture(node: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await node.screenshot({
    path: testInfo.outputPath(`viewer-${name}.png`),
    style: HIDE_CANVAS_OVERLAYS,
  });
}

async function openGraph(page: Page, nodes: object[], wires: object[]): Promise<void> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('Viewers'),
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      ...nodes.map((node) => ({ type: 'saveNode', node })),
      ...wires.map((connection) => ({ type: 'saveConnection', connection })),
    ],
  });
  await page.goto(`/project?id=${id}`);
  await expectLiveCanvas(page);
}

test('an inspector highlights its value; a diff viewer shows a real diff with its params', async ({
  page,
}, testInfo) => {
  const before = { name: 'Ada', born: 1815, languages: ['English', 'French'] };
  const after = { name: 'Ada Lovelace', born: 1815, languages: ['English', 'French', 'Italian'] };
  await openGraph(
    page,
    [
      savedNode('node_vc_before', 'constant', 'before', {
        x: 0,
        y: 0,
        params: { type: literal('type', 'object'), value: literal('value', JSON.stringify(before)) },
      }),
      savedNode('node_vc_after', 'constant', 'after', {
        x: 0,
        y: 120,
        params: { type: literal('type', 'object'), value: literal('value', JSON.stringify(after)) },
      }),
      sized(
        savedNode('node_vc_inspector', 'inspector', 'person', {
          x: 240,
          y: -260,
          params: { language: literal('language', 'json') },
        }),
        400,
        240,
      ),
      sized(savedNode('node_vc_diff', 'diffViewer', 'changes', { x: 240, y: 20 }), 560, 300),
    ],
    [
      savedWire('node_vc_before', 'value', 'node_vc_inspector', 'data'),
      savedWire('node_vc_before', 'value', 'node_vc_diff', 'before'),
      savedWire('node_vc_after', 'value', 'node_vc_diff', 'after'),
    ],
  );

  // the inspector: CodeMirror, loaded on first use, with JSON's tokens in their colours
  const inspector = canvasNode(page, 'node_vc_inspector');
  const code = inspector.getByRole('textbox', { name: 'person value' });
  await expect(code).toContainText('"languages"');
  await expect(code.locator('.tok-propertyName', { hasText: '"name"' })).toBeVisible();
  await expect(code.locator('.tok-string', { hasText: '"Ada"' })).toBeVisible();
  await expect(code.locator('.tok-number', { hasText: '1815' })).toHaveCSS('color', 'rgb(250, 179, 135)');
  await picture(inspector, testInfo, 'inspector');

  // the diff viewer: side by side, numbered, the changed characters marked
  const diff = canvasNode(page, 'node_vc_diff');
  const split = diff.getByRole('table', { name: 'Side-by-side diff' });
  const renamed = split.getByRole('row').filter({ hasText: '"Ada Lovelace"' });
  await expect(renamed).toContainText('"name": "Ada",');
  await expect(renamed.locator('.diff-half--removed .diff-number')).toHaveText('2');
  await expect(renamed.locator('.diff-half--added .diff-change')).toHaveText(' Lovelace');
  await expect(renamed.locator('.diff-half--removed .diff-change')).toHaveCount(0);
  await expect(
    split.getByRole('row').filter({ hasText: '"Italian"' }).locator('.diff-half--added'),
  ).toBeVisible();
  // its text is highlighted as JSON too
  await expect(renamed.locator('.diff-half--added .tok-propertyName').first()).toHaveText('"name"');
  await picture(diff, testInfo, 'diff-side-by-side');

  // inline: one column, old and new numbers
  await diff.getByRole('button', { name: 'Inline' }).click();
  await expect(diff.getByRole('button', { name: 'Inline' })).toHaveAttribute('aria-pressed', 'true');
  const inline = diff.getByRole('table', { name: 'Inline diff' });
  const added = inline.locator('.diff-row--added').filter({ hasText: '"Italian"' });
  await expect(added.getByRole('cell', { name: 'New line' })).toHaveText('7');
  await expect(inline.locator('.diff-row--removed').filter({ hasText: '"French"' })).toHaveCount(1);
  await picture(diff, testInfo, 'diff-inline');

  // its params, as the user flips them
  await clickNodeName(diff);
  await flip(page, 'Hide unchanged lines');
  await expect(inline.getByRole('row', { name: '1 unchanged line' }).first()).toBeVisible();
  await expect(inline.getByRole('row').filter({ hasText: '"born"' })).toHaveCount(0);
  await flip(page, 'Line numbers');
  await expect(inline.locator('.diff-number')).toHaveCount(0);
  await parameters(page).getByRole('radio', { name: 'word' }).click();
  await setField(page, 'Word separator', ' ');
  // by word: the whole new words are marked, not their characters
  const renamedInline = inline.locator('.diff-row--added').filter({ hasText: 'Lovelace' });
  await expect
    .poll(async () => (await renamedInline.locator('.diff-change').allInnerTexts()).join(''))
    .toBe('"Ada Lovelace",');
  await flip(page, 'Highlight inline diff');
  await expect(inline.locator('.diff-change')).toHaveCount(0);
  await flip(page, 'Syntax highlight');
  await expect(inline.locator('[class*="tok-"]')).toHaveCount(0);
  await setField(page, 'Indent', '0');
  // one line each: the whole object is the one changed line
  await expect(inline.locator('.diff-row--removed')).toHaveCount(1);
});

test('an iframe runs its embed code in a sandboxed frame, with its display toggles and padding', async ({
  page,
}, testInfo) => {
  await openNewProject(page);
  const id = await addNodeByPicker(page, 'iframe', { x: 200, y: 200 });
  const node = canvasNode(page, id);
  await expect(node).toContainText('Paste an embed code in the parameters');
  const embed =
    '<main style="padding:16px;font:16px system-ui;background:#1e2a3a;height:100%;box-sizing:border-box">' +
    '<h1 id="hello">Hello from the embed</h1><p id="origin"></p></main>' +
    '<script>document.getElementById("hello").textContent += " (scripted)";' +
    'document.getElementById("origin").textContent = "Runs at " + self.origin;</script>';
  await setField(page, 'Embed code', embed, 'Control+Enter');

  const frameElement = node.locator('iframe');
  await expect(frameElement).toHaveAttribute('sandbox', FRAME_SANDBOX);
  const frame = node.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Hello from the embed (scripted)' })).toBeVisible();
  // on the user-content host the server names in the page, never the app's origin
  const previewOrigin = await page.locator('meta[name="nodeloom-preview-origin"]').getAttribute('content');
  expect(previewOrigin).not.toBe(new URL(page.url()).origin);
  await expect(frame.getByText(`Runs at ${previewOrigin}`)).toBeVisible();
  await picture(node, testInfo, 'iframe');

  // display toggles and the padding around the frame
  // the frame's box inside the node, by its data-id (the same on either canvas)
  const inner = node.locator(`[data-id="${id}-embed"]`);
  await expect(inner).toHaveCSS('padding', '0px');
  await setField(page, 'Content padding', '8');
  await expect(inner).toHaveCSS('padding', '8px');
  await flip(page, 'Show background');
  await expectNodeMark(node, 'background', 'false');
  await flip(page, 'Show border');
  await expectNodeMark(node, 'border', 'false');
  await flip(page, 'Show title bar');
  await expectNodeMark(node, 'title-bar', 'false');
  await expect(frame.getByRole('heading', { name: 'Hello from the embed (scripted)' })).toBeVisible();
});

/** A plugin page: it says hello through the SDK's messages and adds or paints nodes when asked. */
const PLUGIN_PAGE = `<!doctype html><html><body style="font:14px system-ui;background:#20242c;color:#eee;padding:12px">
<h1 style="font-size:16px">Colour plugin</h1>
<button id="add">Add a constant</button> <button id="paint">Paint this plugin green</button>
<script>
  var me = new URLSearchParams(location.search).get('node');
  var send = function (message) { parent.postMessage(message, '*'); };
  send({ type: 'sdkReady', version: '1.0.0' });
  send({ type: 'log', level: 'info', message: 'plugin says hello' });
  send({ type: 'createNode', definitionName: 42 });
  document.getElementById('add').onclick = function () {
    send({ type: 'createNode', definitionName: 'constant', position: { x: 40, y: 40 } });
  };
  document.getElementById('paint').onclick = function () {
    send({ type: 'setNodesColor', nodeIds: [me], color: '#2e7d32' });
  };
</script></body></html>`;

test('a plugin loads its URL sandboxed and drives the workspace through the SDK messages', async ({
  page,
}, testInfo) => {
  await page.route('https://plugin.nodeloom.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PLUGIN_PAGE }),
  );
  await openNewProject(page);
  const id = await addNodeByPicker(page, 'plugin', { x: 360, y: 180 });
  const node = canvasNode(page, id);
  const name = await nodeNameOf(node);

  await setField(page, 'URL', 'javascript:alert(1)');
  await expect(node).toContainText('Invalid URL: javascript:alert(1)');
  await setField(page, 'URL', `https://plugin.nodeloom.test/?node=${id}`);
  // a plugin elsewhere keeps its own origin (one on the app's origin would run opaque)
  await expect(node.locator('iframe')).toHaveAttribute('sandbox', FRAME_SANDBOX);
  const plugin = node.frameLocator('iframe');
  await expect(plugin.getByRole('heading', { name: 'Colour plugin' })).toBeVisible();
  await picture(node, testInfo, 'plugin');

  // the console (Pro layout) has gathered the plugin's lines from the start
  await page.getByRole('button', { name: /^Layout: / }).click();
  await page.getByRole('menuitemradio', { name: 'Pro' }).click();

  // sdkReady and log reach the console; a bad message is refused by name
  const lines = page.getByRole('region', { name: 'Console' }).getByRole('listitem');
  // (a new layout may mount the canvas again, and the plugin's page with it: the lines may repeat)
  await expect(lines.filter({ hasText: `Plugin ${name}: SDK ready (version 1.0.0)` }).first()).toBeVisible();
  await expect(lines.filter({ hasText: `Plugin ${name}: plugin says hello` }).first()).toBeVisible();
  await expect(
    lines.filter({ hasText: `Plugin ${name}: Invalid SDK message createNode: definitionName:` }).first(),
  ).toBeVisible();

  // createNode is an editor command: one undo step
  await plugin.getByRole('button', { name: 'Add a constant' }).click();
  await expect(nodesOf(page, 'constant')).toHaveCount(1);
  await pane(page).click({ position: { x: 10, y: 10 } });
  await page.keyboard.press('Control+z');
  await expect(nodesOf(page, 'constant')).toHaveCount(0);
  await plugin.getByRole('button', { name: 'Add a constant' }).click();
  await expect(nodesOf(page, 'constant')).toHaveCount(1);

  // a message from any other window (here the app's own) is not obeyed
  await page.evaluate(() => window.postMessage({ type: 'createNode', definitionName: 'constant' }, '*'));
  await plugin.getByRole('button', { name: 'Paint this plugin green' }).click();
  await expect(nodesOf(page, 'constant')).toHaveCount(1);

  // both went the editor's normal way to the server (the node is painted as stored)
  const projectId = new URL(page.url()).searchParams.get('id');
  const stored = async () => {
    const { graph } = await callFromPage<{
      graph: { nodes: { id: string; definitionName: string; color: string }[] };
    }>(page, 'GET', `/projects/${projectId}`);
    const colour = graph.nodes.find((n) => n.id === id)?.color;
    return `${graph.nodes.filter((n) => n.definitionName === 'constant').length} constant, plugin ${colour}`;
  };
  await expect.poll(stored).toBe('1 constant, plugin #2e7d32');
});

test('a tray draws its text in its font, colour, size and alignment, with its toggles', async ({
  page,
}, testInfo) => {
  await openNewProject(page);
  const id = await addNodeByPicker(page, 'trayNode', { x: 120, y: 80 });
  const node = canvasNode(page, id);
  await setField(page, 'Text', 'Checkout flow\nPayment and receipts', 'Control+Enter');
  // its text as the canvas shows it to a reader, in the font it is drawn in
  const text = node.getByText('Checkout flow');
  await expect(text).toHaveText('Checkout flow\nPayment and receipts');
  await setField(page, 'Font colour', '#ffd166');
  await setField(page, 'Font size', '26');
  await setField(page, 'Font weight', '700');
  await parameters(page).getByRole('radio', { name: 'center' }).click();
  await parameters(page).getByLabel('Font', { exact: true }).selectOption('Aleo');
  await flip(page, 'Italic');
  await expect(text).toHaveCSS('color', 'rgb(255, 209, 102)');
  await expect(text).toHaveCSS('font-size', '26px');
  await expect(text).toHaveCSS('font-weight', '700');
  await expect(text).toHaveCSS('text-align', 'center');
  await expect(text).toHaveCSS('font-style', 'italic');
  await expect(text).toHaveCSS('font-family', /^"?Aleo"?/);

  // the title bar shows the tray's name; background and border go when switched off
  await expectNodeMark(node, 'title-bar', 'false');
  await flip(page, 'Show title bar');
  await expectNodeMark(node, 'title-bar', 'true');
  await picture(node, testInfo, 'tray');
  await expectNodeMark(node, 'background', 'true');
  await flip(page, 'Show background');
  await expectNodeMark(node, 'background', 'false');
  await expectNodeMark(node, 'border', 'true');
  await flip(page, 'Show border');
  await pane(page).click({ position: { x: 10, y: 10 } });
  await expectNodeMark(node, 'border', 'false');
});
