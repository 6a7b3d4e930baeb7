import { Texture, TilingSprite } from 'pixi.js';
import type { CanvasPreferences } from '../../editor/index.js';
import { type GridKind, gridKind, gridMarkSize, gridShown } from '../canvas/grid.js';
import type { Margin } from './painted-shift.js';
import type { Paint } from './theme.js';
import type { View } from './view-transform.js';

/**
 * The grid as one textured quad over the screen: its texture is one grid cell at the current zoom
 * (redrawn only when the cell's size on screen changes), and a pan only shifts where the quad
 * samples it. Lines stay one pixel wide at every zoom, as xyflow's Background draws them.
 */
export class GridLayer {
  readonly sprite = new TilingSprite({ texture: Texture.EMPTY, width: 1, height: 1 });
  #texture: Texture | null = null;
  #cellKey = '';

  constructor(private readonly paint: Paint) {}

  /** Covers the screen and the surface's margin past it (the sprite's origin is the screen's top-left). */
  update(
    view: View,
    size: { width: number; height: number },
    preferences: CanvasPreferences,
    margin: Margin,
  ): void {
    const shown = gridShown(preferences, view.zoom);
    this.sprite.visible = shown;
    if (!shown) return;
    const kind = gridKind(preferences.gridType);
    const step = preferences.gridSize * view.zoom;
    const cell = Math.max(2, Math.round(step));
    const key = `${kind}|${cell}|${view.zoom.toFixed(3)}`;
    if (key !== this.#cellKey) {
      this.#cellKey = key;
      this.#draw(kind, cell, gridMarkSize(kind) * view.zoom);
    }
    this.sprite.position.set(-margin.x, -margin.y);
    this.sprite.width = size.width + 2 * margin.x;
    this.sprite.height = size.height + 2 * margin.y;
    this.sprite.tileScale.set(step / cell);
    this.sprite.tilePosition.set((view.x + margin.x) % step, (view.y + margin.y) % step);
  }

  destroy(): void {
    this.sprite.destroy();
    this.#texture?.destroy(true);
  }

  #draw(kind: GridKind, cell: number, mark: number): void {
    const canvas = document.createElement('canvas');
    canvas.width = cell;
    canvas.height = cell;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, cell, cell);
    const { color, alpha } = this.paint;
    ctx.fillStyle = `rgba(${color >> 16}, ${(color >> 8) & 255}, ${color & 255}, ${alpha})`;
    if (kind === 'dots') {
      // a dot on each grid point: the cell's four corners
      const r = Math.max(0.5, mark / 2);
      for (const [x, y] of [
        [0, 0],
        [cell, 0],
        [0, cell],
        [cell, cell],
      ]) {
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
    } else if (kind === 'cross') {
      const arm = Math.min(cell / 2, 3);
      for (const [x, y] of [
        [0, 0],
        [cell, 0],
        [0, cell],
        [cell, cell],
      ]) {
        ctx.fillRect(x - arm, y, arm * 2, 1);
        ctx.fillRect(x, y - arm, 1, arm * 2);
      }
    } else {
      ctx.fillRect(0, 0, cell, 1);
      ctx.fillRect(0, 0, 1, cell);
    }
    this.#texture?.destroy(true);
    this.#texture = Texture.from(canvas, true);
    this.sprite.texture = this.#texture;
  }
}
