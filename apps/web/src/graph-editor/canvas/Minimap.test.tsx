// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Minimap, type MinimapNode } from './Minimap.js';
import type { Rect } from './overview-geometry.js';

const painted: string[] = [];

beforeEach(() => {
  painted.length = 0;
  // jsdom draws nothing: a context that records what the minimap paints
  const context = {
    setTransform: () => {},
    clearRect: () => painted.push('clear'),
    fillRect: () => painted.push('node'),
    fillStyle: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => context) as unknown as HTMLCanvasElement['getContext'],
  );
  // jsdom has no PointerEvent: a mouse event with a pointer id, for the coordinates
  if (!('PointerEvent' in window))
    Object.assign(window, {
      PointerEvent: class extends MouseEvent {
        pointerId: number;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 0;
        }
      },
    });
  HTMLElement.prototype.setPointerCapture = () => {};
  HTMLElement.prototype.hasPointerCapture = () => false;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const nodes: MinimapNode[] = [
  { x: 0, y: 0, width: 160, height: 50, fill: '#888' },
  { x: 400, y: 300, width: 160, height: 50, fill: '#888' },
];

/** A view the test moves by hand, as a canvas's view listener would. */
function fakeView() {
  let place: ((visible: Rect) => void) | null = null;
  const watchView = (listener: (visible: Rect) => void) => {
    place = listener;
    listener({ x: 0, y: 0, width: 300, height: 200 });
    return () => {
      place = null;
    };
  };
  return { watchView, move: (visible: Rect) => place?.(visible) };
}

describe('the minimap shared by both canvases', () => {
  it('paints the nodes once; a move of the view moves its frame and paints nothing', () => {
    const view = fakeView();
    const { container, rerender } = render(
      <Minimap nodes={nodes} watchView={view.watchView} centerOn={() => {}} />,
    );
    expect(painted).toEqual(['clear', 'node', 'node']);
    const frame = container.querySelector<HTMLElement>('.gc-overview-frame')!;
    const before = frame.style.transform;
    view.move({ x: 200, y: 100, width: 300, height: 200 });
    expect(frame.style.transform).not.toBe(before);
    expect(painted).toHaveLength(3);
    // the same nodes again (a render for another reason): nothing painted
    rerender(<Minimap nodes={nodes} watchView={view.watchView} centerOn={() => {}} />);
    expect(painted).toHaveLength(3);
    // new nodes: painted anew
    rerender(<Minimap nodes={[...nodes]} watchView={view.watchView} centerOn={() => {}} />);
    expect(painted).toHaveLength(6);
  });

  it('is an image named Minimap; a press on it centres the view on the flow point under it', () => {
    const centerOn = vi.fn();
    render(<Minimap nodes={nodes} watchView={fakeView().watchView} centerOn={centerOn} />);
    const map = screen.getByRole('img', { name: 'Minimap' });
    fireEvent.pointerDown(map, { clientX: 100, clientY: 70, pointerId: 1 });
    expect(centerOn).toHaveBeenCalledTimes(1);
    // the box's middle is the middle of the nodes' bounds
    const at = centerOn.mock.calls[0]![0] as { x: number; y: number };
    expect(at.x).toBeCloseTo(280);
    expect(at.y).toBeCloseTo(175);
  });
});
