// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactFlowInstance } from '@xyflow/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewport } from '../../editor/index.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { useWheelGestures } from './use-wheel-gestures.js';

/** xyflow's viewport as far as the wheel uses it. */
function fakeFlow() {
  let viewport: Viewport = { x: 0, y: 0, zoom: 1 };
  const rf = {
    getViewport: () => viewport,
    setViewport: async (next: Viewport) => {
      viewport = next;
      return true;
    },
  };
  return rf as unknown as ReactFlowInstance<CanvasNode, CanvasEdge>;
}

function canvas() {
  const root = document.createElement('div');
  root.innerHTML = '<div class="react-flow"><div class="react-flow__pane"></div></div>';
  document.body.append(root);
  return { container: { current: root }, pane: root.querySelector('.react-flow__pane')! };
}

const altWheel = (deltaY: number) =>
  new WheelEvent('wheel', { deltaY, altKey: true, bubbles: true, cancelable: true });
const options = { inputDeviceType: 'auto', naturalScrolling: true, allowPinchZoom: false };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useWheelGestures', () => {
  it("is moving from a wheel's first step until it rests, then reports the viewport once", () => {
    const rf = fakeFlow();
    const { container, pane } = canvas();
    const onWheelEnd = vi.fn();
    const { result } = renderHook(() => useWheelGestures(container, rf, options, onWheelEnd));
    const moving = result.current;
    expect(moving()).toBe(false);

    for (let step = 0; step < 5; step++) {
      pane.dispatchEvent(altWheel(40));
      vi.advanceTimersByTime(16);
    }
    expect(rf.getViewport().zoom).toBeLessThan(1);
    expect(moving()).toBe(true);
    expect(onWheelEnd).not.toHaveBeenCalled();

    vi.advanceTimersByTime(150);
    expect(moving()).toBe(false);
    expect(onWheelEnd).toHaveBeenCalledTimes(1);
    expect(onWheelEnd).toHaveBeenCalledWith(rf.getViewport());
  });

  it('is not moving for a wheel left to a panel', () => {
    const rf = fakeFlow();
    const { container, pane } = canvas();
    pane.classList.add('nowheel');
    const onWheelEnd = vi.fn();
    const { result } = renderHook(() => useWheelGestures(container, rf, options, onWheelEnd));
    pane.dispatchEvent(altWheel(40));
    expect(result.current()).toBe(false);
    expect(rf.getViewport().zoom).toBe(1);
    vi.advanceTimersByTime(150);
    expect(onWheelEnd).not.toHaveBeenCalled();
  });
});
