import type { NodeDefinition } from '@nodeloom/engine';
import { Handle, Position } from '@xyflow/react';
import { memo, useState } from 'react';
import { dataTypeClass } from '../model/data-types.js';
import { type SocketBox, socketLayout } from '../model/socket-layout.js';
import { SocketTip, socketAccessibleName } from './SocketTip.js';

/**
 * The sockets of a node as xyflow handles at their fixed spec positions (so nothing is measured).
 * Hovering a socket names it; hovering an output also shows the value flowing out of it.
 */
export const Sockets = memo(function Sockets({
  nodeId,
  definition,
  width,
  height,
  connectable,
}: {
  nodeId: string;
  definition: NodeDefinition | undefined;
  width: number;
  height: number;
  connectable: boolean;
}) {
  const [hovered, setHovered] = useState<SocketBox | null>(null);
  const boxes = socketLayout(definition, { width, height });
  return (
    <>
      {boxes.map((s) => (
        <Handle
          key={`${s.kind}:${s.identifier}`}
          id={s.identifier}
          type={s.kind === 'input' ? 'target' : 'source'}
          position={s.kind === 'input' ? Position.Top : Position.Bottom}
          isConnectable={connectable}
          className={`gc-socket ${s.multi ? 'gc-socket--multi' : ''} ${dataTypeClass(s.dataType)}`}
          style={{ left: s.x, top: s.y, width: s.width, height: s.height }}
          data-socket={s.identifier}
          data-kind={s.kind}
          // a socket is drawn, not focused: an image role is one that may carry its name
          role="img"
          aria-label={socketAccessibleName(s)}
          onMouseEnter={() => setHovered(s)}
          onMouseLeave={() => setHovered((h) => (h === s ? null : h))}
        />
      ))}
      {hovered ? <SocketTip nodeId={nodeId} socket={hovered} /> : null}
    </>
  );
});
