import { createContext, useContext, useSyncExternalStore } from 'react';
import { useValue } from '../../../editor-react/index.js';
import { useCanvasUi } from '../../canvas/canvas-ui.js';
import { nodeShapeOf } from '../../model/node-shape.js';
import { NodeComment } from '../../nodes/NodeComment.js';
import { NameEditor, NodeName } from '../../nodes/NodeName.js';
import { NodeStatusBadges } from '../../nodes/NodeStatus.js';
import { nodeClassName, nodeStyle } from '../../nodes/node-class.js';
import { useNodeModel } from '../../nodes/use-node.js';
import { ViewerFace } from '../../nodes/ViewerFace.js';
import type { SceneNode } from '../scene-model.js';
import type { DomBodySet } from './dom-body-set.js';
import { nameBox } from './name-box.js';

/** The work layer's state for the node elements: which nodes have a DOM body now. */
export const WorkLayerContext = createContext<DomBodySet | null>(null);

/**
 * What a person works in on one node, inside its element of the accessible layer (so it moves with
 * the world and keeps the element's role and name): its DOM body while it has one, else its name
 * field while it is renamed, and its comment field while it is commented. Nothing otherwise: the
 * GPU draws the node.
 */
export function NodeWork({ node }: { node: SceneNode }) {
  const bodies = useContext(WorkLayerContext);
  return bodies ? <NodeWorkIn node={node} bodies={bodies} /> : null;
}

function NodeWorkIn({ node, bodies }: { node: SceneNode; bodies: DomBodySet }) {
  const body = useSyncExternalStore(bodies.subscribe, () => bodies.has(node.id));
  const renaming = useCanvasUi((s) => s.renaming === node.id);
  const commenting = useCanvasUi((s) => s.commenting === node.id);
  const readOnly = useValue((e) => e.readOnly);
  return (
    <>
      {body ? <DomBody node={node} /> : renaming && !readOnly ? <NameField node={node} /> : null}
      {commenting ? <CommentField node={node} /> : null}
    </>
  );
}

/** A node's DOM body over its drawn frame: the node's face as the xyflow node view draws it. */
function DomBody({ node: scene }: { node: SceneNode }) {
  const { node, definition, status } = useNodeModel(scene.id);
  const readOnly = useValue((e) => e.readOnly);
  const shape = useValue((e) => nodeShapeOf(e.view.canvasPreferences().nodeShape));
  if (!node) return null;
  const className = nodeClassName({
    node,
    definition,
    kind: scene.kind,
    selected: scene.selected,
    status: status.status,
    shape,
  });
  return (
    <div className={`${className} gc-gpu-body`} style={nodeStyle(node, definition, scene)}>
      {scene.kind === 'viewer' ? (
        <ViewerFace
          node={node}
          definition={definition}
          readOnly={readOnly}
          statusBadges={<NodeStatusBadges status={status} />}
        />
      ) : (
        <NodeName id={node.id} name={node.name} readOnly={readOnly} />
      )}
      <BodySockets node={scene} />
    </div>
  );
}

/**
 * The node's sockets over its DOM body: the surface draws them under it, where the body's
 * background would hide their half inside the box (as xyflow's handles sit over its node view).
 * A picture only: a press goes to the body as before.
 */
function BodySockets({ node }: { node: SceneNode }) {
  return node.sockets.map((s) => (
    <span
      key={`${s.kind} ${s.identifier}`}
      aria-hidden="true"
      className={`gc-gpu-body-socket dt-${s.dataType}${s.multi ? ' gc-gpu-body-socket--multi' : ''}`}
      style={{ left: s.x, top: s.y, width: s.width, height: s.height }}
    />
  ));
}

/** The in-place name field over the drawn name, at the node's box (the same editor calls as xyflow's). */
function NameField({ node }: { node: SceneNode }) {
  const box = nameBox(node);
  return (
    <div className="gc-gpu-name-field" style={{ left: box.x, top: box.y, width: box.width }}>
      <NameEditor id={node.id} name={node.name} />
    </div>
  );
}

/** The comment field under the node (the node menu's Add/Edit comment). */
function CommentField({ node }: { node: SceneNode }) {
  const comment = useValue((e) => e.nodes.get(node.id)?.comment ?? '');
  return (
    <div className="gc-gpu-comment-field" style={{ top: node.height + 6, width: Math.max(200, node.width) }}>
      <NodeComment id={node.id} comment={comment} hidden />
    </div>
  );
}
