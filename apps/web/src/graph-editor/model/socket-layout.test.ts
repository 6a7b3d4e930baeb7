import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { multiInputSlotOffset, socketLayout } from './socket-layout.js';

const registry = createBuiltInRegistry();

describe('socket layout', () => {
  it('puts inputs on the top edge and outputs on the bottom edge, inside the plate', () => {
    const boxes = socketLayout(registry.get('plus'), { width: 160, height: 50 });
    const inputs = boxes.filter((b) => b.kind === 'input');
    const outputs = boxes.filter((b) => b.kind === 'output');
    expect(inputs.length).toBeGreaterThan(0);
    expect(outputs.length).toBeGreaterThan(0);
    for (const b of inputs) expect(b.y).toBe(-8);
    for (const b of outputs) expect(b.y).toBe(42);
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(160);
      expect(b.height).toBe(16);
    }
  });

  it('draws a multi-input socket 80x16 and single sockets 16x16', () => {
    const boxes = socketLayout(registry.get('htmlElement'), { width: 160, height: 50 });
    const children = boxes.find((b) => b.identifier === 'children' && b.kind === 'input');
    expect(children).toMatchObject({ width: 80, height: 16, multi: true });
    expect(boxes.filter((b) => !b.multi).every((b) => b.width === 16)).toBe(true);
  });

  it('keeps sockets in definition order without overlap on every built-in node', () => {
    for (const definition of registry.list()) {
      const boxes = socketLayout(definition, { width: 160, height: 50 });
      for (const kind of ['input', 'output'] as const) {
        const row = boxes.filter((b) => b.kind === kind);
        for (let i = 1; i < row.length; i++)
          expect(row[i].x).toBeGreaterThanOrEqual(row[i - 1].x + row[i - 1].width);
      }
    }
  });

  it('spreads the wires of a multi-input across the socket in order', () => {
    expect(multiInputSlotOffset(0, 1)).toBe(0);
    expect(multiInputSlotOffset(0, 3)).toBe(-32);
    expect(multiInputSlotOffset(1, 3)).toBe(0);
    expect(multiInputSlotOffset(2, 3)).toBe(32);
  });
});
