// Nodeloom in the canvas bench: the built app on a fresh database (bench/editor), a project seeded
// with the bench graph per N, opened like a user's browser in a fresh context of the one Chromium.
// Driven only through the page: data-view, mouse and keys, and the editor handle the editor bench
// also uses (debug_editorHandle) to set the view and read the selection.
import { graphNode } from '@nodeloom/engine/testing';
import type { Page } from 'playwright-core';
import { BENCH_FLAGS, cookiesOf } from '../editor/browser.js';
import { LEVEL, numberConstant, seedGraph, wire } from '../editor/seed.js';
import type { ApiSession } from '../support/api-session.js';
import { twoFrames } from './canvas-element.js';
import { benchGraph } from './graph.js';
import { type Renderer, VIEWPORT } from './renderer.js';
import type { View } from './view.js';

/** The xyflow canvas's debug flag (spec 1 §9: debug_ prefix), for the row of the canvas before the GPU one. */
export const XYFLOW_FLAG = 'debug_xyflowCanvas';

/**
 * The first full frame: the level's nodes as DOM views, the painted overview, or any canvas that
 * marks itself data-drawn="true" after its first full paint (as the peer pages do).
 */
const FIRST_FRAME = [
  '.react-flow__node[data-id]',
  '[data-testid="canvas-overview"][data-drawn="true"]',
  '[data-testid="graph-canvas"][data-drawn="true"]',
].join(', ');

/** A project holding the bench graph of `count` nodes; returns its id. */
export async function seedBenchProject(api: ApiSession, count: number): Promise<string> {
  const graph = benchGraph(count);
  const nodes = graph.nodes.map((node) =>
    node.kind === 'plus'
      ? graphNode({
          id: node.id,
          definitionName: 'plus',
          parentId: LEVEL,
          position: { x: node.x, y: node.y },
        })
      : numberConstant(node.id, node.value, { x: node.x, y: node.y }),
  );
  const connections = graph.wires.map((w) =>
    wire(graph.nodes[w.source].id, 'value', graph.nodes[w.target].id, 'numbers', w.order),
  );
  return seedGraph(api, `Canvas bench ${count}`, { nodes, connections });
}

/** Whether the page's browser keeps a copy of a project (the app's IndexedDB store of them). */
async function keptCopies(): Promise<boolean> {
  // opening a database the app has not created would create it without its stores
  if (!(await indexedDB.databases()).some((d) => d.name === 'nodeloom-project-copies')) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('nodeloom-project-copies');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const count = await new Promise<number>((resolve, reject) => {
    const request = db.transaction('keptAt').objectStore('keptAt').count();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return count > 0;
}

interface EditorWindow {
  __nodeloomEditor?: {
    setViewport(viewport: { x: number; y: number; zoom: number }): void;
    selection(): ReadonlySet<string>;
    viewportController(): unknown;
  };
}

export function nodeloomRenderer(options: {
  name: string;
  baseUrl: string;
  cookie: string;
  projects: ReadonlyMap<number, string>;
  /** draw with the xyflow canvas (debug_xyflowCanvas), not the GPU canvas the app draws with */
  xyflow: boolean;
}): Renderer {
  const flags: Record<string, string> = { ...BENCH_FLAGS, ...(options.xyflow ? { [XYFLOW_FLAG]: '1' } : {}) };
  return {
    name: options.name,
    zoomKey: 'Alt',
    setsLayout: true,
    async open(browser, count) {
      const context = await browser.newContext({ viewport: VIEWPORT, baseURL: options.baseUrl });
      await context.addCookies(cookiesOf(options.cookie, options.baseUrl));
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, flags);
      const page = await context.newPage();
      await page.goto(`/project?id=${options.projects.get(count)}`);
      await page.locator(FIRST_FRAME).first().waitFor({ state: 'visible', timeout: 120_000 });
      const openMs = await twoFrames(page);
      // a returning user: once the browser keeps the project, a reload opens from that copy
      // (polled here: waitForFunction takes the promise an async function returns as its truthy answer)
      for (let waited = 0; !(await page.evaluate(keptCopies)); waited += 250) {
        if (waited > 120_000) throw new Error('the project was not kept in the browser within 120 s');
        await page.waitForTimeout(250);
      }
      await page.reload();
      await page.locator(FIRST_FRAME).first().waitFor({ state: 'visible', timeout: 120_000 });
      const reopenMs = await twoFrames(page);
      // the live canvas (which takes the gestures) has registered its viewport controller
      await page.waitForFunction(
        () => (window as unknown as EditorWindow).__nodeloomEditor?.viewportController() !== undefined,
        null,
        { timeout: 120_000 },
      );
      return { context, page, openMs, reopenMs };
    },
    async setView(page: Page, view: View) {
      await page.evaluate(({ cx, cy, zoom }) => {
        const all = document.querySelectorAll('[data-testid="graph-canvas"]');
        const canvas = all[all.length - 1];
        (window as unknown as EditorWindow).__nodeloomEditor?.setViewport({
          x: canvas.clientWidth / 2 - cx * zoom,
          y: canvas.clientHeight / 2 - cy * zoom,
          zoom,
        });
      }, view);
    },
    async selectedCount(page: Page) {
      return page.evaluate(
        () => (window as unknown as EditorWindow).__nodeloomEditor?.selection().size ?? -1,
      );
    },
  };
}
