// The canvas bench's bare pixi.js peer: pixi.js 8 on WebGL, drawn on demand (a frame only after a
// change, culled to the screen), with Nodeloom's mouse map written by hand: middle drag pans, the
// wheel zooms about the pointer, a left drag moves the node under it or draws a band selecting what
// it touches.
import { Application, Culler, Graphics } from 'pixi.js';
import { NODE_SIZE } from '../graph.js';
import { exposeHooks, markFirstFullFrame, setUpPeerPage, writeView } from '../page-contract.js';
import type { View } from '../view.js';
import { buildScene } from './scene.js';

const SELECTED_TINT = 0xf0b429;

async function main(): Promise<void> {
  const setup = setUpPeerPage();
  const app = new Application();
  await app.init({
    width: setup.width,
    height: setup.height,
    background: 0x1e1f24,
    resolution: 1,
    preference: 'webgl',
    autoStart: false,
    sharedTicker: false,
  });
  setup.element.append(app.canvas);
  const scene = buildScene(setup.graph);
  const band = new Graphics();
  app.stage.addChild(scene.world, band);
  const { world, views, bodies } = scene;

  let view: View = setup.view;
  const placeWorld = () => {
    world.scale.set(view.zoom);
    world.position.set(setup.width / 2 - view.cx * view.zoom, setup.height / 2 - view.cy * view.zoom);
  };
  let queued = false;
  const requestDraw = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      placeWorld();
      Culler.shared.cull(app.stage, app.screen);
      app.render();
      writeView(setup.element, view);
    });
  };
  const toFlow = (sx: number, sy: number) => ({
    x: view.cx + (sx - setup.width / 2) / view.zoom,
    y: view.cy + (sy - setup.height / 2) / view.zoom,
  });
  const nodeAt = (sx: number, sy: number): number => {
    const { x, y } = toFlow(sx, sy);
    for (let i = views.length - 1; i >= 0; i--) {
      const v = views[i];
      if (x >= v.x && x <= v.x + NODE_SIZE.width && y >= v.y && y <= v.y + NODE_SIZE.height) return i;
    }
    return -1;
  };
  const selected = new Set<number>();
  const select = (indices: Set<number>) => {
    for (const i of selected) if (!indices.has(i)) bodies[i].tint = 0xffffff;
    for (const i of indices) bodies[i].tint = SELECTED_TINT;
    selected.clear();
    for (const i of indices) selected.add(i);
  };

  const canvas = app.canvas;
  let gesture: ((dx: number, dy: number, sx: number, sy: number) => void) | null = null;
  let last = { x: 0, y: 0 };
  canvas.addEventListener('pointerdown', (event) => {
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    const start = { x: event.offsetX, y: event.offsetY };
    last = start;
    const hit = event.button === 0 ? nodeAt(start.x, start.y) : -1;
    if (event.button === 1) {
      gesture = (dx, dy) => {
        view = { ...view, cx: view.cx - dx / view.zoom, cy: view.cy - dy / view.zoom };
      };
    } else if (hit >= 0) {
      select(new Set([hit]));
      gesture = (dx, dy) => {
        views[hit].x += dx / view.zoom;
        views[hit].y += dy / view.zoom;
        scene.redrawWiresOf(hit);
      };
    } else if (event.button === 0) {
      gesture = (_dx, _dy, sx, sy) => {
        const a = toFlow(Math.min(start.x, sx), Math.min(start.y, sy));
        const b = toFlow(Math.max(start.x, sx), Math.max(start.y, sy));
        const touched = new Set<number>();
        views.forEach((v, i) => {
          if (v.x <= b.x && v.x + NODE_SIZE.width >= a.x && v.y <= b.y && v.y + NODE_SIZE.height >= a.y)
            touched.add(i);
        });
        select(touched);
        band
          .clear()
          .rect(Math.min(start.x, sx), Math.min(start.y, sy), Math.abs(sx - start.x), Math.abs(sy - start.y))
          .fill({ color: 0x8ab4f8, alpha: 0.15 })
          .stroke({ color: 0x8ab4f8, width: 1 });
      };
    }
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!gesture) return;
    gesture(event.offsetX - last.x, event.offsetY - last.y, event.offsetX, event.offsetY);
    last = { x: event.offsetX, y: event.offsetY };
    requestDraw();
  });
  canvas.addEventListener('pointerup', () => {
    gesture = null;
    band.clear();
    requestDraw();
  });
  canvas.addEventListener(
    'wheel',
    (event) => {
      event.preventDefault();
      const zoom = Math.min(2, Math.max(0.02, view.zoom * 2 ** (-event.deltaY * 0.002)));
      // the flow point under the pointer stays under it
      const at = toFlow(event.offsetX, event.offsetY);
      const k = view.zoom / zoom;
      view = { cx: at.x + (view.cx - at.x) * k, cy: at.y + (view.cy - at.y) * k, zoom };
      requestDraw();
    },
    { passive: false },
  );

  exposeHooks({
    setView: (next) => {
      view = next;
      requestDraw();
    },
    selectedCount: () => selected.size,
  });
  placeWorld();
  Culler.shared.cull(app.stage, app.screen);
  app.render();
  writeView(setup.element, view);
  markFirstFullFrame(setup.element);
}

void main();
