import { describe, expect, it } from 'vitest';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { SceneNode } from '../scene-model.js';
import { SOCKET_ELEMENT_BUDGET, SocketElements } from './socket-elements.js';

/** Accessible nodes nearest first, each with `sockets` sockets; a focus that can move. */
function fakeCanvas(count: number, sockets: number) {
  let focused: string | undefined;
  const focusListeners = new Set<() => void>();
  const nodes = Array.from(
    { length: count },
    (_, i) => ({ id: `n${i}`, sockets: Array.from({ length: sockets }) }) as unknown as SceneNode,
  );
  const canvas = {
    accessibleNodes: () => nodes,
    subscribeAccessible: () => () => {},
    source: {
      focused: () => focused,
      subscribeFocus: (listener: () => void) => {
        focusListeners.add(listener);
        return () => focusListeners.delete(listener);
      },
    },
  } as unknown as GpuCanvas;
  const focus = (id: string) => {
    focused = id;
    for (const listener of focusListeners) listener();
  };
  return { canvas, focus };
}

describe('SocketElements', () => {
  it('gives the nearest nodes their socket elements while the budget lasts', () => {
    const { canvas } = fakeCanvas(30, 2);
    const elements = new SocketElements(canvas);
    const shown = Array.from({ length: 30 }, (_, i) => `n${i}`).filter((id) => elements.shows(id));
    expect(shown).toHaveLength(SOCKET_ELEMENT_BUDGET / 2);
    expect(shown[0]).toBe('n0');
  });

  it('gives them to the node under the pointer and the keyboard node too, and says so', () => {
    const { canvas, focus } = fakeCanvas(30, 2);
    const elements = new SocketElements(canvas);
    let told = 0;
    elements.subscribe(() => told++);
    elements.pointerOver('n25');
    focus('n29');
    expect(elements.shows('n25')).toBe(true);
    expect(elements.shows('n29')).toBe(true);
    expect(elements.shows('n20')).toBe(false);
    expect(told).toBe(2);
  });
});
