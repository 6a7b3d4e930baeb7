import type { ReactFlowState } from '@xyflow/react';
import type { FocusBox } from '../a11y/spatial-focus.js';
import { rectsOf } from '../overview/draw-list.js';
import type { CanvasNode } from './flow-nodes.js';

/** The element xyflow draws a node in (it carries data-id), if mounted. */
export function nodeElement(canvas: HTMLElement, id: string): HTMLElement | null {
  return canvas.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
}

/** The id of the node element an event happened in, if any. */
export function nodeIdOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  return target.closest<HTMLElement>('.react-flow__node')?.dataset.id;
}

/** Every node's box in flow units: the overview's rectangles (one reading of a node's box). */
export const boxesOf: (nodes: readonly CanvasNode[]) => FocusBox[] = rectsOf;

type View = Pick<ReactFlowState, 'transform' | 'width' | 'height'>;

/** The view's centre in flow units. */
export function viewCentre({ transform: [tx, ty, zoom], width, height }: View): { x: number; y: number } {
  return { x: (width / 2 - tx) / zoom, y: (height / 2 - ty) / zoom };
}

/** Space kept between a revealed node and the view's edge (screen pixels). */
const REVEAL_MARGIN = 24;

/** Whether a node's box lies wholly in the view (a margin in). */
export function inView(box: FocusBox, { transform: [tx, ty, zoom], width, height }: View): boolean {
  const left = box.x * zoom + tx;
  const top = box.y * zoom + ty;
  return (
    left >= REVEAL_MARGIN &&
    top >= REVEAL_MARGIN &&
    left + box.width * zoom <= width - REVEAL_MARGIN &&
    top + box.height * zoom <= height - REVEAL_MARGIN
  );
}
