import { describe, expect, it } from 'vitest';
import type { SocketBox } from '../../model/socket-layout.js';
import type { SceneNode } from '../scene-model.js';
import { closestSocket, connection, socketEnd, socketUnder } from './socket-targets.js';

function socket(
  identifier: string,
  kind: 'input' | 'output',
  dataType: string,
  x: number,
  y: number,
): SocketBox {
  return {
    identifier,
    kind,
    label: identifier,
    dataType: dataType as SocketBox['dataType'],
    multi: false,
    x,
    y,
    width: 16,
    height: 16,
  };
}

function node(id: string, x: number, y: number, order: number, sockets: SocketBox[]): SceneNode {
  return { id, x, y, order, width: 160, height: 60, sockets } as unknown as SceneNode;
}

const a = node('a', 0, 0, 1, [socket('out', 'output', 'number', 72, 52)]);
const b = node('b', 0, 100, 2, [
  socket('in', 'input', 'number', 72, -8),
  socket('html', 'input', 'html', 100, -8),
]);

describe('socket targets', () => {
  it('meets an input at its top-centre and an output at its bottom-centre', () => {
    expect(socketEnd(a, a.sockets[0])).toMatchObject({ x: 80, y: 68 });
    expect(socketEnd(b, b.sockets[0])).toMatchObject({ x: 80, y: 92 });
  });

  it('finds the socket whose box holds a point', () => {
    expect(socketUnder([a, b], { x: 85, y: 95 })?.socket.identifier).toBe('in');
    expect(socketUnder([a, b], { x: 40, y: 95 })).toBeUndefined();
  });

  it('hits a socket in its round shape as an xyflow handle is hit, not in the corners of its box', () => {
    // 'in' is the 16 × 16 box at (72, 92)–(88, 108) of b: a circle of radius 8 around (80, 100)
    expect(socketUnder([b], { x: 80, y: 93 })?.socket.identifier).toBe('in');
    expect(socketUnder([b], { x: 73, y: 93 })).toBeUndefined();
    expect(socketUnder([b], { x: 87, y: 107 })).toBeUndefined();
    const multi = { ...socket('many', 'input', 'number', 0, -8), multi: true, width: 80 };
    const pill = node('p', 0, 0, 1, [multi]);
    expect(socketUnder([pill], { x: 40, y: -7 })?.socket.identifier).toBe('many');
    expect(socketUnder([pill], { x: 1, y: -7 })).toBeUndefined();
  });

  it('finds the nearest socket within the radius, leaving out the one the wire came from', () => {
    const from = socketEnd(a, a.sockets[0]);
    expect(closestSocket([a, b], { x: 90, y: 80 }, 24, from)?.socket.identifier).toBe('in');
    expect(closestSocket([a, b], { x: 80, y: 68 }, 24, from)?.socket.identifier).toBe('in');
    expect(closestSocket([a, b], { x: 300, y: 300 }, 24, from)).toBeUndefined();
  });

  it('makes an output-to-input wire either way round, of types that feed, between two nodes', () => {
    const out = socketEnd(a, a.sockets[0]);
    const into = socketEnd(b, b.sockets[0]);
    const request = {
      sourceNode: 'a',
      sourceOutputIdentifier: 'out',
      targetNode: 'b',
      targetInputIdentifier: 'in',
    };
    expect(connection(out, into)).toEqual(request);
    expect(connection(into, out)).toEqual(request);
    expect(connection(out, socketEnd(b, b.sockets[1]))).toBeUndefined();
    expect(connection(into, socketEnd(b, b.sockets[1]))).toBeUndefined();
  });
});
