import { BaseEdge, EdgeLabelRenderer, type EdgeProps } from '@xyflow/react';
import { memo, useContext, useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import type { CanvasEdge } from '../canvas/flow-edges.js';
import { dataTypeClass } from '../model/data-types.js';
import { multiInputSlotOffset } from '../model/socket-layout.js';
import { WireValue } from './WireValue.js';
import { wirePath } from './wire-path.js';
import { WireTypeContext } from './wire-type.js';

/**
 * A wire, drawn in the preference's line type and coloured by the data type it carries. Wires
 * into a multi-input meet the 80-wide socket at their order slot. Hovering shows the value.
 */
export const WireEdge = memo(function WireEdge(props: EdgeProps<CanvasEdge>) {
  const { id, source, sourceHandleId, data, selected } = props;
  const lineType = useContext(WireTypeContext);
  const [hovered, setHovered] = useState(false);
  const dataType = useValue(
    (e) => e.nodes.definitionOf(source)?.outputs.find((o) => o.identifier === sourceHandleId)?.dataType,
  );
  const slots = data?.slots ?? 1;
  const targetX = props.targetX + (slots > 1 ? multiInputSlotOffset(data?.slot ?? 0, slots) : 0);
  const [path, labelX, labelY] = wirePath(lineType, {
    sourceX: props.sourceX,
    sourceY: props.sourceY,
    targetX,
    targetY: props.targetY,
    sourcePosition: props.sourcePosition,
    targetPosition: props.targetPosition,
  });
  return (
    <g
      className={`gc-wire ${dataTypeClass(dataType)} ${selected ? 'gc-wire--selected' : ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <BaseEdge id={id} path={path} interactionWidth={14} />
      {hovered ? (
        <EdgeLabelRenderer>
          <WireValue source={source} output={sourceHandleId ?? ''} x={labelX} y={labelY} />
        </EdgeLabelRenderer>
      ) : null}
    </g>
  );
});
