import { useContext, useSyncExternalStore } from 'react';
import { NodeStatusBadges } from '../nodes/NodeStatus.js';
import type { CanvasSource } from './editor-source.js';
import { statusPlace } from './looks/metrics.js';
import type { SceneNode } from './scene-model.js';
import { WorkLayerContext } from './work-layer/NodeWork.js';

const noSubscription = () => () => {};

/**
 * A node's Warnings and Errors badges, out of sight inside its accessible element: the canvas draws
 * them (looks/), and here they are the DOM view's badges (role img, named, every message in the
 * title) for screen readers and tests. Only where the node draws a status row and has a badge; a
 * viewer's DOM body (work-layer/) shows its own.
 */
export function AccessibleBadges({ node, source }: { node: SceneNode; source: CanvasSource }) {
  const bodies = useContext(WorkLayerContext);
  const hasBody = useSyncExternalStore(
    bodies?.subscribe ?? noSubscription,
    () => bodies?.has(node.id) ?? false,
  );
  const status = useSyncExternalStore(source.subscribe, () => source.statusView(node.id));
  const look = node.look;
  if (!look || hasBody || (look.warnings === 0 && look.errors === 0)) return null;
  if (!statusPlace(node.kind, look.shape, node.width, node.height, look.titleBar)) return null;
  return (
    <span className="gc-visually-hidden">
      <NodeStatusBadges status={status} />
    </span>
  );
}
