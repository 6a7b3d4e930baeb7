import { describe, expect, it } from 'vitest';
import type { ConnectRequest, XY } from '../../../editor/index.js';
import type { SocketBox } from '../../model/socket-layout.js';
import type { SceneNode } from '../scene-model.js';
import type { View } from '../view-transform.js';
import { type LiveWire, WireGestures, type WiringPorts } from './wire-gesture.js';

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

/** A node 160 × 60 at (x, y): one input at the top middle, one output at the bottom middle. */
function node(id: string, x: number, y: number, input = 'number', output = 'number'): SceneNode {
  return {
    id,
    order: 0,
    x,
    y,
    width: 160,
    height: 60,
    kind: 'plain' as SceneNode['kind'],
    name: id,
    subtitle: '',
    fill: '',
    tone: 'light',
    selected: false,
    status: 'clean',
    sockets: [socket('in', 'input', input, 72, -8), socket('out', 'output', output, 72, 52)],
  };
}

/** The view at zoom 1, origin at the top left: screen points are flow points. */
function setup(
  nodes: SceneNode[],
  options: { wireEnd?: boolean; wireBody?: string; readOnly?: boolean } = {},
) {
  let view: View = { x: 0, y: 0, zoom: 1 };
  let edgeFollow: (() => void) | undefined;
  const log: string[] = [];
  const lives: Array<LiveWire | null> = [];
  let selected: ReadonlySet<string> = new Set();
  const request = (r: ConnectRequest) =>
    `${r.sourceNode}.${r.sourceOutputIdentifier}->${r.targetNode}.${r.targetInputIdentifier}`;
  const inside = (n: SceneNode, at: XY, r: number) =>
    at.x >= n.x - r && at.x <= n.x + n.width + r && at.y >= n.y - r && at.y <= n.y + n.height + r;
  const ports: WiringPorts = {
    readOnly: () => options.readOnly === true,
    view: () => view,
    nodesNear: (at, r) => nodes.filter((n) => inside(n, at, r)),
    nodeAt: (at) => nodes.find((n) => inside(n, at, 0))?.id,
    wireEndAt: () =>
      options.wireEnd
        ? { wireId: 'w1', fixed: { nodeId: 'a', socket: nodes[0].sockets[1], x: 80, y: 60 } }
        : undefined,
    wireAt: () => options.wireBody,
    connect: (r) => log.push(`connect ${request(r)}`),
    reconnect: (id, r) => log.push(`reconnect ${id} ${request(r)}`),
    disconnect: (id) => log.push(`disconnect ${id}`),
    openPicker: (at, from) => log.push(`picker ${at.x},${at.y} ${from.nodeId}.${from.socket.identifier}`),
    showLive: (live) => lives.push(live),
    edgePan: (at, follow) => {
      edgeFollow = at ? follow : undefined;
    },
    showClickStart: (socket) =>
      log.push(socket ? `click start ${socket.nodeId}.${socket.socket.identifier}` : 'click start gone'),
    selectedWires: () => selected,
    selectWires: (ids) => {
      selected = ids;
      log.push(`wires ${[...ids].join()}`);
    },
    clearNodeSelection: () => log.push('nodes cleared'),
  };
  const at = (x: number, y: number, shiftKey = false) => ({
    x,
    y,
    button: 0,
    shiftKey,
    ctrlKey: false,
    metaKey: false,
  });
  /** press, move through `path`, release at its last point */
  const drag = (from: XY, ...path: XY[]) => {
    const d = gestures.press(at(from.x, from.y));
    if (!d) return false;
    for (const p of path) d.move(at(p.x, p.y));
    const end = path[path.length - 1] ?? from;
    d.up(at(end.x, end.y));
    return true;
  };
  /** the edge pan moves the view by `dx` screen pixels and redraws the live wire */
  const edgePan = (dx: number) => {
    view = { ...view, x: view.x + dx };
    edgeFollow?.();
  };
  const gestures = new WireGestures(ports);
  return { gestures, at, drag, edgePan, log, lives, selected: () => selected };
}

// a at (0, 0): its output's bottom-centre at (80, 68); b at (0, 200): its input's top-centre at (80, 192)
const a = node('a', 0, 0);
const b = node('b', 0, 200);

describe('WireGestures', () => {
  it('a drag from an output released on an input connects them through the editor', () => {
    const { drag, log, lives } = setup([a, b]);
    expect(drag({ x: 80, y: 60 }, { x: 80, y: 120 }, { x: 80, y: 196 })).toBe(true);
    expect(log).toEqual(['connect a.out->b.in']);
    // drawn live while dragged, snapped to the input socket's top-centre, gone on release
    expect(lives.at(-2)).toMatchObject({ to: { x: 80, y: 192 }, snapped: { nodeId: 'b' } });
    expect(lives.at(-1)).toBeNull();
  });

  it('snaps to a socket within the connection radius, and a drag from an input wires the other way round', () => {
    const { drag, log } = setup([a, b]);
    drag({ x: 80, y: 196 }, { x: 90, y: 120 }, { x: 95, y: 80 });
    expect(log).toEqual(['connect a.out->b.in']);
  });

  it('released on empty canvas, the tab menu opens there with the wire it came from', () => {
    const { drag, log, lives } = setup([a, b]);
    drag({ x: 80, y: 60 }, { x: 300, y: 120 }, { x: 400, y: 130 });
    expect(log).toEqual(['picker 400,130 a.out']);
    expect(lives.at(-2)).toMatchObject({ to: { x: 400, y: 130 }, snapped: undefined });
  });

  it('held over a socket while the edge pan moves the view, released there it still connects (as xyflow)', () => {
    const { gestures, at, edgePan, log, lives } = setup([a, b]);
    const d = gestures.press(at(80, 60));
    d?.move(at(80, 196));
    edgePan(-40);
    // the wire stays on the socket it snapped to, which moved with the view
    expect(lives.at(-1)).toMatchObject({ to: { x: 80, y: 192 }, snapped: { nodeId: 'b' } });
    d?.up(at(80, 196));
    expect(log).toEqual(['connect a.out->b.in']);
  });

  it('released near a socket that does not take it, nothing is wired and no menu opens', () => {
    const html = node('h', 300, 200, 'html');
    const { drag, log } = setup([a, html]);
    drag({ x: 80, y: 60 }, { x: 300, y: 150 }, { x: 380, y: 198 });
    expect(log).toEqual([]);
  });

  it('a click on a socket and a click on another connects them; a press elsewhere forgets the first', () => {
    const { drag, at, log } = setup([a, b]);
    drag({ x: 80, y: 60 });
    drag({ x: 80, y: 196 });
    expect(log).toEqual(['click start a.out', 'click start gone', 'connect a.out->b.in']);
    log.length = 0;
    drag({ x: 80, y: 60 });
    drag({ x: 600, y: 600 });
    drag({ x: 80, y: 196 });
    expect(log).toEqual(['click start a.out', 'click start gone', 'click start b.in']);
    expect(setup([a, b], { readOnly: true }).gestures.press(at(80, 60))).toBeUndefined();
  });

  it('a wire end dragged to another input reconnects it; dropped on empty canvas it is removed and the menu opens', () => {
    const c = node('c', 300, 200);
    const moved = setup([a, b, c], { wireEnd: true });
    moved.drag({ x: 80, y: 182 }, { x: 200, y: 190 }, { x: 380, y: 200 });
    expect(moved.log).toEqual(['reconnect w1 a.out->c.in']);
    expect(moved.lives[0]).toMatchObject({ detached: 'w1' });
    const dropped = setup([a, b, c], { wireEnd: true });
    dropped.drag({ x: 80, y: 182 }, { x: 600, y: 500 });
    expect(dropped.log).toEqual(['picker 600,500 a.out', 'disconnect w1']);
  });

  it('a click on a wire selects it alone (the nodes too); Shift toggles it; a press elsewhere drops it', () => {
    const { gestures, at, drag, log, selected } = setup([a, b], { wireBody: 'w1' });
    drag({ x: 500, y: 500 });
    expect([...selected()]).toEqual(['w1']);
    expect(log).toEqual(['nodes cleared', 'wires w1']);
    const toggle = gestures.press(at(500, 500, true));
    toggle?.up(at(500, 500, true));
    expect(selected().size).toBe(0);
    drag({ x: 500, y: 500 });
    // a press on a node is not the tool's: it gives the wire selection up and lets the node have it
    expect(gestures.press(at(40, 30))).toBeUndefined();
    expect(selected().size).toBe(0);
  });
});
