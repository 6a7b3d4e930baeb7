import { useValue } from '../../editor-react/index.js';
import { formatValue } from '../model/format-value.js';
import type { SocketBox } from '../model/socket-layout.js';

/**
 * A hovered socket's tooltip: its name and type, and for an output the value flowing out of it.
 * Placed in the node's own coordinates (above an input, below an output); renderer-free, so the
 * xyflow canvas and the GPU canvas's accessible layer show the same tip.
 */
export function SocketTip({ nodeId, socket }: { nodeId: string; socket: SocketBox }) {
  const above = socket.kind === 'input';
  return (
    <div
      className={`gc-socket-tip ${above ? 'gc-socket-tip--above' : 'gc-socket-tip--below'}`}
      style={{ left: socket.x + socket.width / 2, top: above ? socket.y : socket.y + socket.height }}
      role="tooltip"
    >
      <span className="gc-socket-tip-name">{socket.label}</span>
      <span className="gc-socket-tip-type">{socket.dataType}</span>
      {socket.kind === 'output' ? <OutputValue nodeId={nodeId} identifier={socket.identifier} /> : null}
    </div>
  );
}

function OutputValue({ nodeId, identifier }: { nodeId: string; identifier: string }) {
  const outputs = useValue((e) => e.evaluation.outputs(nodeId));
  if (!outputs) return <span className="gc-socket-tip-value gc-muted">not evaluated</span>;
  return <code className="gc-socket-tip-value">{formatValue(outputs[identifier], 60)}</code>;
}

/** A socket's accessible name, as both canvases write it: "Input Numbers (number)". */
export function socketAccessibleName(socket: Pick<SocketBox, 'kind' | 'label' | 'dataType'>): string {
  return `${socket.kind === 'input' ? 'Input' : 'Output'} ${socket.label} (${socket.dataType})`;
}
