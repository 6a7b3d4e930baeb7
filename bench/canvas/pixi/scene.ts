// The bare pixi.js peer's scene: one container per node (a body drawn from a context shared by every
// node of its kind, and a bitmap-font title), and the two wires into each plus as one Graphics,
// redrawn when an end moves. Everything is cullable: only what is on screen is drawn.
import { BitmapFont, BitmapText, Container, Graphics, GraphicsContext } from 'pixi.js';
import { type BenchGraph, NODE_SIZE } from '../graph.js';

export interface PixiScene {
  world: Container;
  views: Container[];
  bodies: Graphics[];
  /** Redraws the wires that end at the node (after it moved). */
  redrawWiresOf(index: number): void;
}

const { width, height } = NODE_SIZE;
const PORT_Y = { out: 48, in: [36, 60] };

function bodyContext(inputs: number): GraphicsContext {
  const context = new GraphicsContext()
    .roundRect(0, 0, width, height, 6)
    .fill(0x2b2f3a)
    .stroke({ color: 0x555a66, width: 1 })
    .rect(1, 1, width - 2, 22)
    .fill(0x3a4050)
    .circle(width, PORT_Y.out, 5)
    .fill(0x8ab4f8);
  for (let i = 0; i < inputs; i++) context.circle(0, PORT_Y.in[i], 5).fill(0x8ab4f8);
  return context;
}

export function buildScene(graph: BenchGraph): PixiScene {
  BitmapFont.install({ name: 'bench', style: { fontFamily: 'sans-serif', fontSize: 13, fill: '#e6e6e6' } });
  const contexts = { constant: bodyContext(0), plus: bodyContext(2) };
  const world = new Container();
  const wireLayer = new Container();
  const nodeLayer = new Container();
  world.addChild(wireLayer, nodeLayer);
  const views: Container[] = [];
  const bodies: Graphics[] = [];
  for (const node of graph.nodes) {
    const view = new Container({ x: node.x, y: node.y, cullable: true });
    const body = new Graphics(contexts[node.kind]);
    const label = node.kind === 'plus' ? 'Plus' : `Constant ${node.value}`;
    const text = new BitmapText({ text: label, style: { fontFamily: 'bench', fontSize: 13 }, x: 8, y: 4 });
    view.addChild(body, text);
    nodeLayer.addChild(view);
    views.push(view);
    bodies.push(body);
  }
  const wiresInto = new Map<number, Graphics>();
  const drawWires = (target: number) => {
    const wires = wiresInto.get(target)!;
    wires.clear();
    for (const [order, source] of [target - 2, target - 1].entries()) {
      const from = { x: views[source].x + width, y: views[source].y + PORT_Y.out };
      const to = { x: views[target].x, y: views[target].y + PORT_Y.in[order] };
      wires.moveTo(from.x, from.y).bezierCurveTo(from.x + 60, from.y, to.x - 60, to.y, to.x, to.y);
    }
    wires.stroke({ color: 0x8a90a0, width: 2 });
  };
  for (const wire of graph.wires) {
    if (wiresInto.has(wire.target)) continue;
    wiresInto.set(wire.target, wireLayer.addChild(new Graphics({ cullable: true })));
    drawWires(wire.target);
  }
  return {
    world,
    views,
    bodies,
    redrawWiresOf: (index) => {
      // a constant's wire ends at the plus closing its triple
      const target = graph.nodes[index].kind === 'plus' ? index : index - (index % 3) + 2;
      if (wiresInto.has(target)) drawWires(target);
    },
  };
}
