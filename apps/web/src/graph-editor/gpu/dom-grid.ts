import type { CanvasPreferences } from '../../editor/index.js';
import { gridKind, gridShown, gridTile } from '../canvas/grid.js';
import type { View } from './view-transform.js';

const SVG = 'http://www.w3.org/2000/svg';

/** Where the grid element starts on one axis: a grid point's place modulo the tile, one tile back (in [-step, 0)). */
export function gridOffset(at: number, step: number): number {
  return (((at % step) + step) % step) - step;
}

/**
 * The grid under the GPU surface, as the xyflow canvas draws it (one SVG pattern tile, canvas/grid.ts),
 * in an element one tile larger than the screen on each side. A pan only moves that element by the
 * view's offset modulo the tile (a transform: the compositor's work); its pattern is rebuilt when
 * the tile's size on screen, its kind or the screen changes. On a software GPU a grid drawn by
 * WebGL would cost a fragment for every pixel of every frame.
 */
export class DomGrid {
  readonly element = document.createElementNS(SVG, 'svg');
  readonly #pattern = document.createElementNS(SVG, 'pattern');
  readonly #rect = document.createElementNS(SVG, 'rect');
  #key = '';

  constructor(id: string) {
    this.element.setAttribute('class', 'gc-gpu-grid');
    this.element.setAttribute('aria-hidden', 'true');
    this.#pattern.id = id;
    this.#pattern.setAttribute('patternUnits', 'userSpaceOnUse');
    this.#rect.setAttribute('width', '100%');
    this.#rect.setAttribute('height', '100%');
    this.#rect.setAttribute('fill', `url(#${id})`);
    const defs = document.createElementNS(SVG, 'defs');
    defs.append(this.#pattern);
    this.element.append(defs, this.#rect);
  }

  update(view: View, size: { width: number; height: number }, preferences: CanvasPreferences): void {
    const shown = gridShown(preferences, view.zoom);
    this.element.style.display = shown ? '' : 'none';
    if (!shown) return;
    const kind = gridKind(preferences.gridType);
    const tile = gridTile({ x: 0, y: 0, zoom: view.zoom }, preferences.gridSize, kind);
    const key = `${kind}|${tile.width}|${size.width}|${size.height}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#draw(tile, kind === 'dots', size);
    }
    const step = tile.width;
    this.element.style.transform = `translate(${gridOffset(view.x, step)}px, ${gridOffset(view.y, step)}px)`;
  }

  #draw(tile: ReturnType<typeof gridTile>, dots: boolean, size: { width: number; height: number }): void {
    this.element.setAttribute('width', String(size.width + 2 * tile.width));
    this.element.setAttribute('height', String(size.height + 2 * tile.height));
    const pattern = this.#pattern;
    pattern.setAttribute('width', String(tile.width));
    pattern.setAttribute('height', String(tile.height));
    pattern.setAttribute('patternTransform', `translate(-${tile.shift},-${tile.shift})`);
    const mark = dots ? document.createElementNS(SVG, 'circle') : document.createElementNS(SVG, 'path');
    if (dots) {
      mark.setAttribute('cx', String(tile.radius));
      mark.setAttribute('cy', String(tile.radius));
      mark.setAttribute('r', String(tile.radius));
    } else {
      mark.setAttribute('d', tile.path ?? '');
      mark.setAttribute('stroke-width', '1');
    }
    mark.setAttribute('class', dots ? 'gc-gpu-grid-dot' : 'gc-gpu-grid-line');
    pattern.replaceChildren(mark);
  }
}
