import './wiring.css';
import { memo, useState, useSyncExternalStore } from 'react';
import type { SocketBox } from '../../model/socket-layout.js';
import { SocketTip, socketAccessibleName } from '../../nodes/SocketTip.js';
import { WireValue } from '../../wires/WireValue.js';
import type { CanvasSource } from '../editor-source.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { SceneNode } from '../scene-model.js';
import { boundWiring } from './canvas-wiring.js';
import { socketElementsOf } from './socket-elements.js';

/**
 * A node's sockets in the accessible layer: one element per socket at its box (the drawing is the
 * GPU's), named as the xyflow canvas names its handles, carrying data-socket and data-kind. A
 * press on one bubbles to the canvas, where the wire gestures take it; hovering one shows its tip.
 * Only the nodes socket-elements.ts picks carry them (the DOM budget).
 */
export const NodeSockets = memo(function NodeSockets({
  node,
  source,
}: {
  node: SceneNode;
  source: CanvasSource;
}) {
  const [hovered, setHovered] = useState<SocketBox | null>(null);
  const elements = socketElementsOf(source);
  const shown = useSyncExternalStore(
    (listener) => elements?.subscribe(listener) ?? (() => {}),
    () => elements?.shows(node.id) ?? true,
  );
  if (!shown) return null;
  return (
    <>
      {node.sockets.map((s) => (
        <div
          key={`${s.kind}:${s.identifier}`}
          className="gc-gpu-socket"
          style={{ left: s.x, top: s.y, width: s.width, height: s.height }}
          data-socket={s.identifier}
          data-kind={s.kind}
          // a socket is drawn, not focused: an image role is one that may carry its name
          role="img"
          aria-label={socketAccessibleName(s)}
          onPointerEnter={() => setHovered(s)}
          onPointerLeave={() => setHovered((h) => (h === s ? null : h))}
        />
      ))}
      {hovered ? <SocketTip nodeId={node.id} socket={hovered} /> : null}
    </>
  );
});

/** The value on the wire under the pointer, at the wire's label point, as the xyflow canvas's WireEdge shows it. */
export function HoveredWireValue({ canvas }: { canvas: GpuCanvas }) {
  // none once the canvas's input is unbound (it is being destroyed)
  const wiring = boundWiring(canvas);
  const hovered = useSyncExternalStore(
    (listener) => wiring?.subscribe(listener) ?? (() => {}),
    () => wiring?.hovered ?? null,
  );
  return hovered ? (
    <WireValue source={hovered.sourceNode} output={hovered.output} x={hovered.at.x} y={hovered.at.y} />
  ) : null;
}
