// TEMPORARY (docs screenshots): the detail levels side by side. Deleted after use.
import type { Browser, Page } from '@playwright/test';
import { savedNode, savedWire } from '../support/graph.js';
import { expect, signInWithTestAccount, test, uniqueName } from '../support/test.js';
import { callFromPage, OPEN_TIMEOUT_MS } from '../support/workspace.js';
import { writeFileSync } from 'node:fs';

const OUT = '/tmp/shots';
const MODE = process.env.SHOTS_MODE ?? 'probe';
const VIEWPORT = { width: Number(process.env.SHOTS_W ?? 1100), height: Number(process.env.SHOTS_H ?? 640) };

const literal = (name: string, value: unknown, extra: object = {}) => ({ name, value, expression: '', evalType: 'literal', ...extra });
const sized = <T extends object>(node: T, width: number, height: number) => ({ ...node, size: { width, height } });

const NODES = [
  { ...savedNode('node_plate', 'plus', 'plate', { x: 0, y: 0 }), comment: 'adds two numbers' },
  savedNode('node_glance', 'constant', 'glance', {
    x: 220, y: 0,
    params: { type: literal('type', 'number'), value: literal('value', '41', { glance: true }) },
  }),
  { ...savedNode('node_bypassed', 'plus', 'bypassed', { x: 440, y: 0 }), flags: { bypass: true } },
  { ...savedNode('node_previewed', 'plus', 'previewed', { x: 660, y: 0 }), flags: { preview: true } },
  { ...savedNode('node_pinned', 'plus', 'pinned', { x: 880, y: 0 }), color: '#3b82f6' },
  {
    ...savedNode('node_ghost', 'oldThing', 'ghost', { x: 0, y: 150 }),
    color: '#94E0F3',
    isGhost: true,
    comment: '{"definitionName":"oldThing","x":1}',
  },
  savedNode('node_context', 'taskContext', 'context', { x: 220, y: 150 }),
  savedNode('node_failing', 'constant', 'failing', {
    x: 440, y: 150,
    params: { type: literal('type', 'object'), value: literal('value', 'not json') },
  }),
  sized(savedNode('node_dot', 'dot', 'dot', { x: 684, y: 159 }), 32, 32),
  {
    ...sized(savedNode('node_note', 'stickyNote', 'Note', { x: 0, y: 330, params: {
      text: literal('text', 'A sticky note with some text that wraps onto lines of its own and keeps going for a while.'),
      italic: literal('italic', true),
      showTitleBar: literal('showTitleBar', true),
    } }), 220, 180),
    color: '#ffc10766',
  },
  {
    ...sized(savedNode('node_tray', 'trayNode', 'Tray', { x: 250, y: 330, params: {
      text: literal('text', 'Tray text\nsecond line'),
      fontColor: literal('fontColor', '#ffffff'),
      showTitleBar: literal('showTitleBar', true),
    } }), 320, 200),
    color: '#80808033',
  },
  { ...savedNode('node_intray', 'plus', 'in tray', { x: 330, y: 420 }), trayNodeId: 'node_tray', color: '#d9534f' },
  sized(savedNode('node_viewer', 'inspector', 'viewer', { x: 600, y: 330 }), 300, 200),
];
const WIRES = [savedWire('node_failing', 'value', 'node_viewer', 'data', 0)];

async function seed(page: Page): Promise<string> {
  await signInWithTestAccount(page);
  const { id } = await callFromPage<{ id: string }>(page, 'POST', '/projects', {
    name: uniqueName('DetailShots'),
    metadata: { context: 'hex' },
  });
  await callFromPage(page, 'POST', `/projects/${id}/graph`, {
    unorderedUpdates: [
      ...NODES.map((node) => ({ type: 'saveNode', node })),
      ...WIRES.map((connection) => ({ type: 'saveConnection', connection })),
    ],
  });
  return id;
}

async function openOn(page: Page, id: string, xyflow: boolean): Promise<void> {
  await page.addInitScript((xy) => {
    if (window !== window.top) return;
    window.localStorage.setItem('debug_editorHandle', 'true');
    if (xy) window.localStorage.setItem('debug_xyflowCanvas', 'true');
    else window.localStorage.removeItem('debug_xyflowCanvas');
  }, xyflow);
  await page.goto(`/project?id=${id}`);
  const canvas = page.locator('[data-testid="graph-canvas"]:not([data-static-canvas])');
  await expect(canvas).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await expect(canvas).toHaveAttribute('data-renderer', xyflow ? /.*/ : 'gpu', { timeout: OPEN_TIMEOUT_MS });
  if (!xyflow) await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: OPEN_TIMEOUT_MS });
  await expect(page.locator('[aria-roledescription="node"][data-id="node_plate"]')).toBeVisible({ timeout: OPEN_TIMEOUT_MS });
  await page.waitForFunction(() => (window as any).__nodeloomEditor !== undefined);
  await page.waitForTimeout(2000);
}

test('probe', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(VIEWPORT);
  const id = await seed(page);
  for (const xyflow of [true, false]) {
    const p = await page.context().newPage();
    await p.setViewportSize(VIEWPORT);
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await openOn(p, id, xyflow);
    const name = xyflow ? 'xy' : 'gpu';
    await p.screenshot({ path: `${OUT}/probe-${name}-page.png` });
    const canvas = p.locator('[data-testid="graph-canvas"]:not([data-static-canvas])');
    const info = {
      renderer: await canvas.getAttribute('data-renderer'),
      view: await canvas.getAttribute('data-view'),
      box: await canvas.boundingBox(),
      statuses: await p.evaluate(() => [...document.querySelectorAll('[data-status]')].map((e) => `${e.closest('[data-id]')?.getAttribute('data-id')}:${e.getAttribute('data-status')}`)),
      ids: await p.evaluate(() => [...document.querySelectorAll('[aria-roledescription="node"]')].map((e) => `${e.getAttribute('data-id')}|${e.getAttribute('aria-label')}`)),
      viewport: await p.evaluate(() => (window as any).__nodeloomEditor.viewport()),
      errors,
    };
    writeFileSync(`${OUT}/probe-${name}.json`, JSON.stringify(info, null, 2));
    await p.close();
  }
});
