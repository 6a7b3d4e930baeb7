/// <reference types="vite/client" />
// The canvas bench's bare React Flow peer: @xyflow/react 12 as its docs set it up for a big graph
// (onlyRenderVisibleElements), one small custom node per kind, and Nodeloom's mouse map (middle
// drag pans, a left drag on the empty canvas draws a band that selects what it touches, the wheel zooms).
import '@xyflow/react/dist/style.css';
import {
  type Edge,
  Handle,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
  SelectionMode,
  useEdgesState,
  useNodesState,
  useReactFlow,
  useStoreApi,
} from '@xyflow/react';
import { createElement as h, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { BenchNode } from '../graph.js';
import { exposeHooks, markFirstFullFrame, setUpPeerPage, writeView } from '../page-contract.js';

type FlowNode = Node<{ node: BenchNode }>;

const setup = setUpPeerPage();

function BenchNodeView({ data }: NodeProps<FlowNode>) {
  const { kind, value } = data.node;
  const inputs =
    kind === 'plus'
      ? [
          h(Handle, { key: 'a', type: 'target', position: Position.Left, id: 'a', style: { top: 36 } }),
          h(Handle, { key: 'b', type: 'target', position: Position.Left, id: 'b', style: { top: 60 } }),
        ]
      : [];
  return h(
    'div',
    { className: 'bench-node' },
    h('div', { className: 'bench-node__title' }, kind === 'plus' ? 'Plus' : 'Constant'),
    h('div', { className: 'bench-node__value' }, kind === 'plus' ? '+' : String(value)),
    ...inputs,
    h(Handle, { type: 'source', position: Position.Right, style: { top: 48 } }),
  );
}

const nodeTypes = { constant: BenchNodeView, plus: BenchNodeView };

const initialNodes: FlowNode[] = setup.graph.nodes.map((node) => ({
  id: node.id,
  type: node.kind,
  position: { x: node.x, y: node.y },
  data: { node },
}));
const initialEdges: Edge[] = setup.graph.wires.map((wire, i) => ({
  id: `w${i}`,
  source: setup.graph.nodes[wire.source].id,
  target: setup.graph.nodes[wire.target].id,
  targetHandle: wire.order === 0 ? 'a' : 'b',
}));

/** Writes data-view from the store on each change, and marks the first frame once nodes are measured. */
function PageHooks() {
  const store = useStoreApi();
  const flow = useReactFlow();
  useEffect(() => {
    const write = () => {
      const { width, height, transform } = store.getState();
      if (width === 0) return;
      const [x, y, zoom] = transform;
      writeView(setup.element, { cx: (width / 2 - x) / zoom, cy: (height / 2 - y) / zoom, zoom });
    };
    write();
    exposeHooks({
      setView: ({ cx, cy, zoom }) =>
        void flow.setViewport({ x: setup.width / 2 - cx * zoom, y: setup.height / 2 - cy * zoom, zoom }),
      selectedCount: () => store.getState().nodes.filter((node) => node.selected).length,
    });
    // the first full frame: node views on the page and none still hidden for measuring
    const waitForMeasured = () => {
      const views = setup.element.querySelectorAll<HTMLElement>('.react-flow__node');
      const measured = views.length > 0 && [...views].every((view) => view.style.visibility !== 'hidden');
      if (measured) markFirstFullFrame(setup.element);
      else requestAnimationFrame(waitForMeasured);
    };
    requestAnimationFrame(waitForMeasured);
    return store.subscribe(write);
  }, [store, flow]);
  return null;
}

function BenchFlow() {
  const [nodes, , onNodesChange] = useNodesState(initialNodes);
  const [edges, , onEdgesChange] = useEdgesState(initialEdges);
  const { cx, cy, zoom } = setup.view;
  return h(
    ReactFlow<FlowNode, Edge>,
    {
      nodes,
      edges,
      onNodesChange,
      onEdgesChange,
      nodeTypes,
      defaultViewport: { x: setup.width / 2 - cx * zoom, y: setup.height / 2 - cy * zoom, zoom },
      minZoom: 0.02,
      maxZoom: 2,
      onlyRenderVisibleElements: true,
      panOnDrag: [1],
      selectionOnDrag: true,
      selectionMode: SelectionMode.Partial,
      proOptions: { hideAttribution: true },
      colorMode: 'dark',
    },
    h(PageHooks),
  );
}

createRoot(setup.element).render(h(ReactFlowProvider, null, h(BenchFlow)));
