// The graph canvas as the specs see it: found by test id, role, accessible name, data-id and the
// canvas's data attributes (data-view, data-grid, a node's data-selected), never by a renderer's
// class names, so the specs pass on either canvas (xyflow's DOM or the GPU canvas: issue 34). The
// rule for specs: address the canvas only through this file. Wires have no element: a spec reads
// them from the stored graph (stored-graph.ts) or from a node's accessible description.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.js';

/** A node's element: the accessible layer's group of role description "node", carrying data-id. */
export const NODE_SELECTOR = '[aria-roledescription="node"]';

const CANVAS_SELECTOR = '[data-testid="graph-canvas"]';

/** Every graph canvas on the page: the live one and the static first frame (`data-static-canvas`). */
export const graphCanvas = (page: Page) => page.getByTestId('graph-canvas');

/** The live canvas, the one a user edits on (not the static first frame drawn before its code loads). */
export const liveCanvas = (page: Page) => page.locator(`${CANVAS_SELECTOR}:not([data-static-canvas])`);

/** The static first frame of an empty level, drawn before the live canvas's code has loaded. */
export const staticCanvas = (page: Page) => page.locator(`${CANVAS_SELECTOR}[data-static-canvas]`);

/** Where nodes are looked for: a page's canvases, or a part of the page (a dialog's canvas). */
type Scope = Page | Locator;

/** The nodes `extra` (a CSS suffix) picks, inside the page's canvases or inside `scope`. */
const nodes = (scope: Scope, extra = '') =>
  scope.locator('goto' in scope ? `${CANVAS_SELECTOR} ${NODE_SELECTOR}${extra}` : `${NODE_SELECTOR}${extra}`);

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every node element drawn on the canvas (a node out of view may not be drawn). */
export const canvasNodes = (scope: Scope) => nodes(scope, '[data-id]');

/** A node's element by its id. */
export const canvasNode = (scope: Scope, id: string) => nodes(scope, `[data-id=${quoted(id)}]`);

/** The node elements of one definition (`data-definition`). */
export const canvasNodesOf = (scope: Scope, definition: string) =>
  nodes(scope, `[data-definition=${quoted(definition)}]`);

/** A node by its name: its accessible name is "<name>, <definition name>". */
export const canvasNodeNamed = (scope: Scope, name: string) =>
  canvasNodes(scope).and(scope.getByRole('group', { name: new RegExp(`^${escapeRegExp(name)}, `) }));

/**
 * The nodes the canvas shows selected: their elements say so in `data-selected` ("true" or
 * "false"), on either canvas. (Not aria-selected: a group may not carry it, axe's aria-allowed-attr.)
 */
export const selectedCanvasNodes = (scope: Scope) => nodes(scope, '[data-selected="true"]');

/** Resolves once the canvas shows `node` selected (or, with `false`, not selected). */
export async function expectSelected(node: Locator, selected = true): Promise<void> {
  await expect(node).toHaveAttribute('data-selected', String(selected));
}

/** A node's name, read from its accessible name ("<name>, <definition name>"). */
export async function nodeNameOf(node: Locator): Promise<string> {
  const label = await node.getAttribute('aria-label');
  if (label === null) throw new Error('the node has no accessible name');
  return label.slice(0, label.indexOf(', '));
}

/**
 * Where a node's name is drawn, from its element's top left in flow units: plates and viewers put
 * it at the left of their first row (spec 2 §9), so a user picks, renames or drags a node there.
 */
const NAME_POINT = { x: 16, y: 17 };

/** The zoom of the canvas a node is drawn on (a dialog's canvas has its own). */
async function zoomOf(node: Locator): Promise<number> {
  const canvas = node.locator(`xpath=ancestor::*[@data-testid="graph-canvas"][1]`);
  return (await canvasView(node.page(), canvas)).zoom;
}

/** Where a node's name is on the screen (page pixels), for a mouse aimed at it (a drag by its title). */
export async function nodeNamePoint(node: Locator): Promise<{ x: number; y: number }> {
  const [box, zoom] = await Promise.all([node.boundingBox(), zoomOf(node)]);
  if (!box) throw new Error('the node is not on the canvas');
  return { x: box.x + NAME_POINT.x * zoom, y: box.y + NAME_POINT.y * zoom };
}

/**
 * Clicks a node on its name, as a user picks it (`button: 'right'` for its menu); with `double`, a
 * double click, which renames it. Aimed at the node's element, so it works on either canvas.
 */
export async function clickNodeName(
  node: Locator,
  { button = 'left' as 'left' | 'right', double = false } = {},
): Promise<void> {
  const zoom = await zoomOf(node);
  const position = { x: NAME_POINT.x * zoom, y: NAME_POINT.y * zoom };
  if (double) await node.dblclick({ position, button });
  else await node.click({ position, button });
}

/** A node's socket by its label: "Input numbers (number)" is `socketOf(node, 'numbers')`. */
export const socketOf = (node: Locator, label: string) =>
  node.getByRole('img', { name: new RegExp(`^(Input|Output) ${escapeRegExp(label)} \\(`) });

/** Every socket of a node (an image named "Input …" or "Output …"). */
export const socketsOf = (node: Locator) => node.getByRole('img', { name: /^(Input|Output) / });

/** What the canvas looks at: the flow point at its centre and the zoom (`data-view="x y zoom"`). */
export interface CanvasView {
  x: number;
  y: number;
  zoom: number;
}

/** The live canvas's view, read from its `data-view`. */
export async function canvasView(page: Page, canvas: Locator = liveCanvas(page)): Promise<CanvasView> {
  const view = await canvas.getAttribute('data-view');
  const [x, y, zoom] = (view ?? '').split(' ').map(Number);
  if (x === undefined || y === undefined || zoom === undefined || Number.isNaN(zoom))
    throw new Error(`no view in data-view="${view}"`);
  return { x, y, zoom };
}

/**
 * The view as the transform from flow to canvas pixels (canvas = flow × zoom + (x, y)), from the
 * view and the canvas's size: what the canvas keeps for each level (local storage, canvasViewports).
 */
export async function canvasTransform(page: Page, canvas: Locator = liveCanvas(page)): Promise<CanvasView> {
  const view = await canvasView(page, canvas);
  const size = await canvas.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
  return {
    x: size.width / 2 - view.x * view.zoom,
    y: size.height / 2 - view.y * view.zoom,
    zoom: view.zoom,
  };
}

/** Where a flow point is on the screen (page pixels), for a mouse aimed at it. */
export async function screenPointOf(
  page: Page,
  flow: { x: number; y: number },
): Promise<{ x: number; y: number }> {
  const canvas = liveCanvas(page);
  const [box, t] = await Promise.all([canvas.boundingBox(), canvasTransform(page, canvas)]);
  if (!box) throw new Error('the canvas is not on the page');
  return { x: box.x + t.x + flow.x * t.zoom, y: box.y + t.y + flow.y * t.zoom };
}

/** A node's top left corner in flow units, read from where it shows and the view (whole units). */
export async function canvasNodePosition(page: Page, node: Locator): Promise<{ x: number; y: number }> {
  const canvas = liveCanvas(page);
  const [box, nodeBox, t] = await Promise.all([
    canvas.boundingBox(),
    node.boundingBox(),
    canvasTransform(page, canvas),
  ]);
  if (!box || !nodeBox) throw new Error('the node is not on the canvas');
  return {
    x: Math.round((nodeBox.x - box.x - t.x) / t.zoom),
    y: Math.round((nodeBox.y - box.y - t.y) / t.zoom),
  };
}

/**
 * Clicks the canvas's empty surface at `position` (canvas pixels from its top left). The click is
 * aimed at the live canvas's container: what is drawn there (the pane beneath) gets it.
 */
export async function clickCanvasAt(page: Page, position: { x: number; y: number }): Promise<void> {
  await liveCanvas(page).click({ position });
}

/** Drags on the canvas from `from` to `to` (canvas pixels from its top left), e.g. a box selection. */
export async function dragOnCanvas(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { button = 'left' as 'left' | 'middle' | 'right', steps = 8 } = {},
): Promise<void> {
  const box = await liveCanvas(page).boundingBox();
  if (!box) throw new Error('the canvas is not on the page');
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down({ button });
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps });
  await page.mouse.up({ button });
}

/**
 * Where to aim at the wire between two sockets (page pixels): the middle of its path. A wire leaves
 * an output downwards and enters an input from above, in a curve symmetric about its middle, so the
 * middle lies halfway between the two sockets. Wires have no element of their own (a node's
 * description names its wires; the stored graph holds them): a spec that clicks one aims here.
 */
export async function wireMiddle(output: Locator, input: Locator): Promise<{ x: number; y: number }> {
  const [from, to] = await Promise.all([output.boundingBox(), input.boundingBox()]);
  if (!from || !to) throw new Error('a socket of the wire is not on the canvas');
  return {
    x: (from.x + from.width / 2 + to.x + to.width / 2) / 2,
    y: (from.y + from.height / 2 + to.y + to.height / 2) / 2,
  };
}

/**
 * The grid the canvas draws, from its `data-grid`: its kind and spacing in flow units, or none;
 * null while the canvas has not written it yet (just after a load), so an `expect.poll` asks again.
 */
export async function gridOnCanvas(page: Page): Promise<{ kind: string; size: number } | 'none' | null> {
  const grid = await liveCanvas(page).getAttribute('data-grid');
  if (grid === null) return null;
  if (grid === 'none') return 'none';
  const [kind, size] = grid.split(' ');
  if (!kind || size === undefined) throw new Error(`no grid in data-grid="${grid}"`);
  return { kind, size: Number(size) };
}

/**
 * Whether the canvas draws name tags over its nodes at the current zoom (spec 1 §3
 * maxNameTagZoom), from its `data-name-tags`.
 */
export async function expectNameTags(page: Page, shown = true): Promise<void> {
  if (shown) await expect(liveCanvas(page)).toHaveAttribute('data-name-tags');
  else await expect(liveCanvas(page)).not.toHaveAttribute('data-name-tags');
}

/** The node elements, which the view pans: for reads made inside the page (`closest`). */
export const PANNED_CONTENT_SELECTOR = `${CANVAS_SELECTOR} ${NODE_SELECTOR}`;

/**
 * A screenshot's `style` that hides what floats over the canvas (its zoom controls and the
 * minimap, by their accessible names), so a node's picture holds the node alone.
 */
export const HIDE_CANVAS_OVERLAYS = `${CANVAS_SELECTOR} [aria-label="Zoom controls"], ${CANVAS_SELECTOR} [aria-label="Minimap"] { visibility: hidden; }`;
