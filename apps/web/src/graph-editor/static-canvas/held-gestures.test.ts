// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { HeldGestures } from './held-gestures.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A live canvas stand-in: a pane and a zoom-in button inside `root`, every event they hear logged. */
function liveCanvas() {
  const root = document.createElement('div');
  const pane = document.createElement('div');
  const zoomIn = document.createElement('button');
  zoomIn.className = 'react-flow__controls-button react-flow__controls-zoomin';
  root.append(pane, zoomIn);
  const outside = document.createElement('div');
  document.body.append(root, outside);
  const heard: string[] = [];
  for (const type of ['pointermove', 'mousemove', 'dblclick', 'contextmenu']) {
    pane.addEventListener(type, (event) => {
      const mouse = event as MouseEvent;
      heard.push(`${type} ${mouse.clientX},${mouse.clientY} detail=${mouse.detail} button=${mouse.button}`);
    });
    outside.addEventListener(type, () => heard.push(`${type} outside`));
  }
  zoomIn.addEventListener('click', () => heard.push('zoom in'));
  window.addEventListener('keydown', (event) => heard.push(`key ${event.key}`));
  // jsdom lays nothing out: the left half of the screen is the pane, the right half something else
  document.elementFromPoint = (x: number) => (x < 500 ? pane : outside);
  return { root, heard };
}

describe('HeldGestures', () => {
  it('sends the pointer place first, then each gesture in order, as the same DOM events', () => {
    const { root, heard } = liveCanvas();
    const gestures = new HeldGestures();
    gestures.pointerAt({ x: 5, y: 6 });
    gestures.hold({ kind: 'pointer', type: 'dblclick', at: { x: 10, y: 20 } });
    gestures.hold({ kind: 'control', control: 'zoomIn' });
    gestures.hold({ kind: 'key', key: 'Tab' });
    gestures.hold({ kind: 'pointer', type: 'contextmenu', at: { x: 30, y: 40 } });
    expect(gestures.size).toBe(4);
    gestures.replayInto(root);
    expect(heard).toEqual([
      'pointermove 5,6 detail=0 button=0',
      'mousemove 5,6 detail=0 button=0',
      'dblclick 10,20 detail=2 button=0',
      'zoom in',
      'key Tab',
      'contextmenu 30,40 detail=0 button=2',
    ]);
  });

  it('sends each gesture once', () => {
    const { root, heard } = liveCanvas();
    const gestures = new HeldGestures();
    gestures.hold({ kind: 'control', control: 'zoomIn' });
    gestures.replayInto(root);
    gestures.replayInto(root);
    expect(heard).toEqual(['zoom in']);
    expect(gestures.size).toBe(0);
  });

  it('drops a pointer gesture whose place is no longer the canvas (a dialog opened over it)', () => {
    const { root, heard } = liveCanvas();
    const gestures = new HeldGestures();
    gestures.hold({ kind: 'pointer', type: 'dblclick', at: { x: 700, y: 20 } });
    gestures.replayInto(root);
    expect(heard).toEqual([]);
  });
});
