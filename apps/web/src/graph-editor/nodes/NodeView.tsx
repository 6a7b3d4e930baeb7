import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { NodeProps } from '@xyflow/react';
import { memo, useRef } from 'react';
import { debugFlag } from '../../base/debugFlags.js';
import { useValue } from '../../editor-react/index.js';
import { useDiffMark } from '../../state/graph-diff.js';
import type { CanvasNode } from '../canvas/flow-nodes.js';
import { isResizable, minSizeOf } from '../model/node-kinds.js';
import { nodeShapeOf, shapedBox, takesShape } from '../model/node-shape.js';
import { textNodeStyle } from '../model/text-node-style.js';
import { useNodeDetail } from '../overview/use-detail-rollout.js';
import { NodeComment } from './NodeComment.js';
import { NodeDescription } from './NodeDescription.js';
import { NodeGlance } from './NodeGlance.js';
import { NodeName } from './NodeName.js';
import { NodeOutputs } from './NodeOutputs.js';
import { NodeResize } from './NodeResize.js';
import { NodeMessage, NodeStatusBadges } from './NodeStatus.js';
import { nodeClassName, nodeStyle } from './node-class.js';
import { hasTitleBar, nodeMarkAttributes, showsTitleBar } from './node-marks.js';
import { ParamPin } from './ParamPin.js';
import { Sockets } from './Sockets.js';
import { TrayBody } from './TrayBody.js';
import { useNodeModel } from './use-node.js';
import { ViewerFace } from './ViewerFace.js';

/**
 * One node on the canvas, for every kind. xyflow memoises the wrapper and this view reads only its
 * own node, definition and status, so a change to one node re-renders that node alone. Below zoom
 * 0.4 it draws a plain plate (name and fill only), switching when the canvas's rollout reaches it.
 */
export const NodeView = memo(function NodeView({ id, data, selected }: NodeProps<CanvasNode>) {
  const { node, definition, status } = useNodeModel(id);
  const readOnly = useValue((e) => e.readOnly);
  const detail = useNodeDetail(id);
  const shape = useValue((e) => nodeShapeOf(e.view.canvasPreferences().nodeShape));
  const diffMark = useDiffMark(id);
  // debug_nodeRendering: how often this node's view has rendered (a drag must not re-render the others)
  const renders = useRef(0);
  renders.current++;
  if (!node) return null;
  const kind = data.kind;
  const { width, height } = shapedBox(node, definition, shape);
  const className = nodeClassName({
    node,
    definition,
    kind,
    selected,
    status: status.status,
    shape,
    diffMark,
  });
  // spec 1 §3 maxNameTagZoom: zoomed out, a node carries its name in a tag of constant screen size;
  // the canvas shows or hides every tag at once in CSS (data-name-tags), so no view re-renders
  const nameTag =
    kind !== 'tray' && kind !== 'stickyNote' ? (
      // the name is drawn by CSS (attr): the element holds no text of its own, so finding the node's
      // name on the page finds the node, not its tag
      <span className="gc-name-tag" data-name-tag={node.name} aria-hidden="true" />
    ) : null;
  const style = nodeStyle(node, definition, { width, height });
  const marks = nodeMarkAttributes({
    status: status.status,
    diff: diffMark,
    shape: takesShape(node, definition) ? shape : 'plate',
    titleBar: hasTitleBar(kind) ? showsTitleBar(node, kind) : null,
    background: node.params.showBackground?.value !== false,
    border: node.params.showBorder?.value !== false,
  });

  if (detail === 'plain') {
    return (
      <div className={`${className} gc-plain`} style={style} {...marks}>
        {kind === 'dot' ? null : <span className="gc-node-name">{node.name}</span>}
        {nameTag}
        <NodeDescription id={id} />
      </div>
    );
  }

  const connectable = !readOnly;
  const resizable = isResizable(definition) && selected && !readOnly;
  const min = minSizeOf(definition);
  return (
    <div className={className} style={style} {...marks}>
      {nameTag}
      <NodeDescription id={id} />
      {node.flags.param ? <ParamPin className="gc-param-pin" /> : null}
      {resizable ? <NodeResize id={id} minWidth={min.width} minHeight={min.height} /> : null}
      <Body
        node={node}
        definition={definition}
        kind={kind}
        readOnly={readOnly}
        statusBadges={<NodeStatusBadges status={status} />}
      />
      {kind === 'tray' ||
      kind === 'ghost' ||
      (kind === 'stickyNote' && node.params.showSocket?.value !== true) ? null : (
        <Sockets
          nodeId={id}
          definition={definition}
          width={width}
          height={height}
          connectable={connectable}
        />
      )}
      {debugFlag('nodeId') || debugFlag('nodeRendering') ? (
        <div className="gc-node-debug" aria-hidden="true">
          {debugFlag('nodeId') ? <span>{id}</span> : null}
          {debugFlag('nodeRendering') ? (
            <span data-testid="node-render-count">renders {renders.current}</span>
          ) : null}
        </div>
      ) : null}
      <div className="gc-node-below">
        <NodeMessage status={status} selected={selected} />
        <NodeGlance node={node} definition={definition} />
        {kind === 'ghost' ? (
          <pre className="gc-ghost-data" title="The data of the node that failed to be created">
            {node.comment}
          </pre>
        ) : (
          <NodeComment id={id} comment={node.comment} hidden={node.flags.hideComment === true} />
        )}
        {selected && (kind === 'plate' || kind === 'context' || kind === 'dot') ? (
          <NodeOutputs id={id} identifiers={definition?.outputs.map((o) => o.identifier) ?? []} />
        ) : null}
      </div>
    </div>
  );
});

function Body({
  node,
  definition,
  kind,
  readOnly,
  statusBadges,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  kind: CanvasNode['data']['kind'];
  readOnly: boolean;
  statusBadges: React.ReactNode;
}) {
  switch (kind) {
    case 'dot':
      return <span className="gc-dot-core" title={node.name} />;
    case 'stickyNote':
      return <StickyText node={node} definition={definition} />;
    case 'tray':
      return <TrayBody node={node} definition={definition} readOnly={readOnly} />;
    case 'viewer':
      return (
        <ViewerFace node={node} definition={definition} readOnly={readOnly} statusBadges={statusBadges} />
      );
    default:
      return (
        <div className="gc-plate">
          <span className="gc-plate-text">
            <NodeName id={node.id} name={node.name} readOnly={readOnly} />
            <span className="gc-node-definition">
              {node.isGhost ? `ghost · ${node.definitionName}` : node.definitionName}
              {node.flags.bypass ? ' · bypassed' : ''}
            </span>
          </span>
          {statusBadges}
        </div>
      );
  }
}

function textOf(node: GraphNode): string {
  return String(node.params.text?.value ?? '');
}

/** A sticky note's text with its own font settings (spec 2 §3 stickyNote). */
function StickyText({ node, definition }: { node: GraphNode; definition: NodeDefinition | undefined }) {
  const p = (name: string) => node.params[name]?.value;
  const style = textNodeStyle(node, definition);
  const showTitle = p('showTitleBar') === true;
  const classes = [
    'gc-sticky',
    p('showBackground') === false ? 'gc-sticky--bare' : '',
    p('showBorder') === false ? 'gc-sticky--borderless' : '',
  ];
  return (
    <div className={classes.join(' ')}>
      {showTitle ? (
        <div className="gc-sticky-title">{node.name}</div>
      ) : (
        <span className="gc-visually-hidden">{node.name}</span>
      )}
      <div className="gc-sticky-text nowheel" style={style}>
        {textOf(node)}
      </div>
    </div>
  );
}
