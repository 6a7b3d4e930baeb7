// The canvas bench's litegraph peer: @comfyorg/litegraph (ComfyUI's fork) drawing the bench graph on
// its Canvas2D canvas in "standard" navigation (middle drag pans, a left drag on the empty canvas
// draws a selection band, Ctrl + wheel zooms), its own render loop and default detail levels.
import { LGraph, LGraphCanvas, LGraphNode, LiteGraph } from '@comfyorg/litegraph';
import { NODE_SIZE } from '../graph.js';
import { exposeHooks, markFirstFullFrame, setUpPeerPage, writeView } from '../page-contract.js';
import type { View } from '../view.js';

const setup = setUpPeerPage();
LiteGraph.canvasNavigationMode = 'standard';

const graph = new LGraph();
const title = LiteGraph.NODE_TITLE_HEIGHT;
const nodes = setup.graph.nodes.map((benchNode) => {
  const node = new LGraphNode(benchNode.kind === 'plus' ? 'Plus' : `Constant ${benchNode.value}`);
  if (benchNode.kind === 'plus') {
    node.addInput('a', 'number');
    node.addInput('b', 'number');
  }
  node.addOutput('value', 'number');
  // litegraph's pos is the body's corner, under the title: the title's top sits on the grid point
  node.pos = [benchNode.x, benchNode.y + title];
  node.size = [NODE_SIZE.width, NODE_SIZE.height - title];
  graph.add(node, true);
  return node;
});
for (const wire of setup.graph.wires) nodes[wire.source].connect(0, nodes[wire.target], wire.order);

const element = document.createElement('canvas');
element.width = setup.width;
element.height = setup.height;
element.style.display = 'block';
setup.element.append(element);
const canvas = new LGraphCanvas(element, graph);
canvas.ds.min_scale = 0.02;
canvas.ds.max_scale = 2;

/** litegraph's transform: screen = (graph + offset) × scale. */
const currentView = (): View => {
  const { scale, offset } = canvas.ds;
  return { cx: setup.width / 2 / scale - offset[0], cy: setup.height / 2 / scale - offset[1], zoom: scale };
};
const setView = ({ cx, cy, zoom }: View) => {
  canvas.ds.scale = zoom;
  canvas.ds.offset = [setup.width / 2 / zoom - cx, setup.height / 2 / zoom - cy];
  canvas.setDirty(true, true);
};

// data-view as each frame is drawn: after every draw litegraph's loop makes
const draw = canvas.draw.bind(canvas);
canvas.draw = (force?: boolean, forceBackground?: boolean) => {
  draw(force, forceBackground);
  writeView(setup.element, currentView());
};
exposeHooks({ setView, selectedCount: () => canvas.selectedItems.size });
setView(setup.view);
canvas.draw(true, true);
markFirstFullFrame(setup.element);
