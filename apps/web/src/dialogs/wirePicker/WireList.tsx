import type { SocketChoice, WireRow } from './wire-model.js';

/** A wire's row key: its other end, which a reorder keeps (the wire's id changes with its order). */
export const rowKey = (row: WireRow) =>
  `${row.connection.sourceNode}:${row.connection.sourceOutputIdentifier}>${row.connection.targetNode}:${row.connection.targetInputIdentifier}`;

/**
 * The chosen socket's wires, each named by its other end, with Remove and, on a multi-input
 * (whose wires have an order), Move up and Move down. A move at an end is announced as unavailable
 * (aria-disabled) rather than disabled, so the button keeps focus.
 */
export function WireList({
  socket,
  rows,
  remove,
  move,
}: {
  socket: SocketChoice;
  rows: readonly WireRow[];
  remove(row: WireRow): void;
  move(row: WireRow, step: -1 | 1): void;
}) {
  const side = socket.kind === 'input' ? 'from' : 'to';
  if (rows.length === 0) return <p className="muted wire-picker-empty">{socket.label} has no wires.</p>;
  return (
    <ol className="wire-picker-wires" aria-label={`Wires of ${socket.label}`}>
      {rows.map((row, index) => {
        const name = `${side} ${row.otherNodeName} ${row.otherSocketLabel}`;
        return (
          <li key={rowKey(row)} className="wire-picker-wire">
            <span className="wire-picker-wire-name">
              {socket.multi ? `${index + 1}. ` : ''}
              {side} <strong>{row.otherNodeName}</strong> · {row.otherSocketLabel}
            </span>
            {socket.multi ? (
              <>
                <button
                  type="button"
                  className="button wire-picker-button"
                  data-focus={`${rowKey(row)}:up`}
                  aria-label={`Move up: wire ${name}`}
                  aria-disabled={index === 0}
                  onClick={() => index > 0 && move(row, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="button wire-picker-button"
                  data-focus={`${rowKey(row)}:down`}
                  aria-label={`Move down: wire ${name}`}
                  aria-disabled={index === rows.length - 1}
                  onClick={() => index < rows.length - 1 && move(row, 1)}
                >
                  Move down
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="button wire-picker-button"
              data-focus={`${rowKey(row)}:remove`}
              aria-label={`Remove wire ${name}`}
              onClick={() => remove(row)}
            >
              Remove
            </button>
          </li>
        );
      })}
    </ol>
  );
}
