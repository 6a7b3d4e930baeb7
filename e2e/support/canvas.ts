// The graph canvas as the specs see it: found by test id, role, accessible name and data-id, never
// by the renderer's class names, so the specs keep passing when the renderer changes (xyflow's DOM
// now, a GPU canvas later: issue 34). The rule for specs: address the canvas only through this
// file. A read the canvas offers no renderer-free way to make yet is written here once, naming the
// renderer (the functions marked "renderer"): the one place to change with it.
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
 * The nodes the canvas shows selected. The accessible layer does not say which nodes are selected
 * (no aria-selected): the node view's own mark is read, here only.
 */
export const selectedCanvasNodes = (scope: Scope) => nodes(scope, ':has(> .gc-selected)');

/** Resolves once the canvas shows `node` selected (or, with `false`, not selected). */
export async function expectSelected(node: Locator, selected = true): Promise<void> {
  await expect(node.locator(':scope > .gc-selected')).toHaveCount(selected ? 1 : 0);
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
 * Renderer: the wires drawn on the canvas, or the one between two nodes (by id). A wire has no
 * accessible element of its own (a node's description names its neighbours; the stored graph holds
 * the wires): where a spec counts the wires the canvas draws or points at one, it finds them here,
 * the one place to change with the renderer.
 */
export function wiresOnCanvas(page: Page, between?: { from: string; to: string }): Locator {
  const wires = page.locator(`${CANVAS_SELECTOR} .react-flow__edge[data-id]`);
  // xyflow names a wire "Edge from <source id> to <target id>"
  return between
    ? wires.and(page.locator(`[aria-label="Edge from ${between.from} to ${between.to}"]`))
    : wires;
}

/**
 * Renderer: the canvas's grid (an SVG pattern now). `pattern` finds the repeating tile, whose width
 * is the grid's spacing on screen; `marks` finds the dots of a dotted grid.
 */
export const canvasGrid = (page: Page) => {
  const grid = page.locator(`${CANVAS_SELECTOR} .react-flow__background`);
  return { grid, pattern: grid.locator('pattern'), marks: grid.locator('circle') };
};

/** Renderer: what the view pans (nodes and wires), for reads made inside the page (`closest`). */
export const PANNED_CONTENT_SELECTOR = `${CANVAS_SELECTOR} .react-flow__viewport`;

/**
 * Renderer: a screenshot's `style` that hides what floats over the canvas (its controls and the
 * overview), so a node's picture holds the node alone.
 */
export const HIDE_CANVAS_OVERLAYS = `${CANVAS_SELECTOR} .react-flow__panel, ${CANVAS_SELECTOR} .gc-overview { visibility: hidden; }`;
