import type { DataType, NodeDefinition } from '@nodeloom/engine';

/** Socket sizes of spec 2 §9. */
export const SOCKET_SIZE = 16;
export const MULTI_INPUT_WIDTH = 80;
const GAP = 8;

export interface SocketBox {
  identifier: string;
  kind: 'input' | 'output';
  label: string;
  dataType: DataType;
  multi: boolean;
  /** top-left corner relative to the node's top-left, in flow units */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a node's sockets sit: inputs centred along the top edge, outputs along the bottom edge,
 * each straddling the edge. Fixed from the definition and the node's size, so the canvas never
 * measures a socket. When sockets do not fit the width they close up, keeping their order.
 */
export function socketLayout(
  definition: Pick<NodeDefinition, 'inputs' | 'outputs'> | undefined,
  size: { width: number; height: number },
): SocketBox[] {
  if (!definition) return [];
  const inputs = definition.inputs.map((i) => ({
    identifier: i.identifier,
    kind: 'input' as const,
    label: i.label,
    dataType: i.dataType,
    multi: i.isMultiInput === true,
  }));
  const outputs = definition.outputs.map((o) => ({
    identifier: o.identifier,
    kind: 'output' as const,
    label: o.label,
    dataType: o.dataType,
    multi: false,
  }));
  return [
    ...row(inputs, size.width, -SOCKET_SIZE / 2),
    ...row(outputs, size.width, size.height - SOCKET_SIZE / 2),
  ];
}

function row(
  sockets: Array<Omit<SocketBox, 'x' | 'y' | 'width' | 'height'>>,
  nodeWidth: number,
  y: number,
): SocketBox[] {
  if (sockets.length === 0) return [];
  const widths = sockets.map((s) => (s.multi ? MULTI_INPUT_WIDTH : SOCKET_SIZE));
  const content = widths.reduce((a, b) => a + b, 0);
  const room = nodeWidth - 2 * GAP;
  const gap = sockets.length > 1 ? Math.min(GAP * 2, (room - content) / (sockets.length - 1)) : 0;
  const total = content + gap * (sockets.length - 1);
  let x = (nodeWidth - total) / 2;
  return sockets.map((s, i) => {
    const box = { ...s, x, y, width: widths[i], height: SOCKET_SIZE };
    x += widths[i] + gap;
    return box;
  });
}

/**
 * Where the wire in slot `index` of `count` meets a multi-input socket, as an x offset from the
 * socket's centre: slots are spread across the 80-wide socket in wire order, so order is visible.
 */
export function multiInputSlotOffset(index: number, count: number): number {
  if (count <= 1) return 0;
  const usable = MULTI_INPUT_WIDTH - SOCKET_SIZE;
  return -usable / 2 + (usable * index) / (count - 1);
}
