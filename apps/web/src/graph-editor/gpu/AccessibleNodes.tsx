import { memo, useEffect, useRef, useSyncExternalStore } from 'react';
import { nodeDescriptionId } from '../a11y/describe-node.js';
import { nodeAccessibleName } from '../a11y/node-description.js';
import { hasTitleBar, nodeMarkAttributes } from '../nodes/node-marks.js';
import { ParamPin } from '../nodes/ParamPin.js';
import { AccessibleBadges } from './AccessibleBadges.js';
import type { CanvasSource } from './editor-source.js';
import type { GpuCanvas } from './gpu-canvas.js';
import { NodeTexts } from './looks/NodeTexts.js';
import { ResizeHandles } from './resize/ResizeHandles.js';
import type { SceneNode } from './scene-model.js';
import { HoveredWireValue, NodeSockets } from './wiring/AccessibleSockets.js';
import { NodeWork } from './work-layer/NodeWork.js';

/**
 * The accessible layer: one focusable element per node near the view (capped) and for the focused
 * node, over the drawn node, named and described as the xyflow canvas's node elements are. It moves
 * with the world by a CSS transform the canvas writes (a pan re-renders nothing here); the set of
 * elements changes only when the canvas takes a new cull window or the level changes.
 */
export function AccessibleNodes({ canvas }: { canvas: GpuCanvas }) {
  const world = useRef<HTMLDivElement>(null);
  const nodes = useSyncExternalStore(
    (listener) => canvas.subscribeAccessible(listener),
    () => canvas.accessibleNodes(),
  );
  useEffect(() => {
    canvas.worldElement = world.current;
    const { x, y, zoom } = canvas.view();
    if (world.current) world.current.style.transform = `translate(${x}px, ${y}px) scale(${zoom})`;
    return () => {
      canvas.worldElement = null;
    };
  }, [canvas]);
  // the keyboard's node takes DOM focus in keys/keyboard-nodes.ts (once, when the focus moves)
  const source = canvas.source;
  return (
    <div ref={world} className="gc-gpu-world">
      {nodes.map((node) => (
        <AccessibleNode key={node.id} node={node} source={source} />
      ))}
      <HoveredWireValue canvas={canvas} />
      <ResizeHandles canvas={canvas} />
    </div>
  );
}

const AccessibleNode = memo(function AccessibleNode({
  node,
  source,
}: {
  node: SceneNode;
  source: CanvasSource;
}) {
  const definitionName = source.node(node.id)?.definitionName ?? '';
  const description = useSyncExternalStore(source.subscribe, () => source.describe(node.id));
  return (
    <div
      className="gc-gpu-node"
      data-id={node.id}
      data-definition={definitionName}
      role="group"
      aria-roledescription="node"
      aria-label={nodeAccessibleName({ name: node.name, definitionName })}
      aria-describedby={nodeDescriptionId(node.id)}
      data-selected={node.selected}
      {...marksOf(node)}
      tabIndex={0}
      style={{ left: node.x, top: node.y, width: node.width, height: node.height }}
    >
      <span id={nodeDescriptionId(node.id)} hidden>
        {description}
      </span>
      <AccessibleBadges node={node} source={source} />
      {node.look?.paramPin ? <ParamPin className="gc-visually-hidden" /> : null}
      <NodeTexts node={node} />
      <NodeSockets node={node} source={source} />
      <NodeWork node={node} />
    </div>
  );
});

/** The node's marks (data-status, data-diff, data-shape, display toggles) as its drawn look has them. */
function marksOf(node: SceneNode) {
  const look = node.look;
  if (!look) return { 'data-status': node.status };
  return nodeMarkAttributes({
    status: look.state,
    diff: look.diff,
    shape: look.shape,
    titleBar: hasTitleBar(node.kind) ? look.titleBar : null,
    background: look.background,
    border: look.border,
  });
}
