import type { KeyboardEvent } from 'react';
import type { SocketChoice } from './wire-model.js';

export const socketKey = (s: Pick<SocketChoice, 'kind' | 'identifier'>) => `${s.kind}:${s.identifier}`;

/** How a socket reads in the list: its kind, label as the canvas shows it, data type and wire count. */
export function socketText(socket: SocketChoice, wires: number): string {
  const kind = socket.kind === 'input' ? (socket.multi ? 'Multi-input' : 'Input') : 'Output';
  const count = wires === 0 ? 'not wired' : wires === 1 ? '1 wire' : `${wires} wires`;
  return `${kind} ${socket.label} (${socket.dataType}), ${count}`;
}

/**
 * The node's sockets as a single-choice listbox: one tab stop, arrows (Home, End) move the choice,
 * aria-activedescendant tells assistive technology which option is current.
 */
export function SocketList({
  idPrefix,
  label,
  sockets,
  counts,
  chosen,
  choose,
}: {
  idPrefix: string;
  label: string;
  sockets: readonly SocketChoice[];
  counts: ReadonlyMap<string, number>;
  chosen: SocketChoice | undefined;
  choose(socket: SocketChoice): void;
}) {
  const optionId = (s: SocketChoice) => `${idPrefix}-${s.kind}-${s.identifier}`;
  const at = chosen ? sockets.indexOf(chosen) : -1;
  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowDown'
        ? sockets[Math.min(sockets.length - 1, at + 1)]
        : event.key === 'ArrowUp'
          ? sockets[Math.max(0, at - 1)]
          : event.key === 'Home'
            ? sockets[0]
            : event.key === 'End'
              ? sockets.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div
      className="scroll-box wire-picker-list"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={chosen ? optionId(chosen) : undefined}
      onKeyDown={onKeyDown}
    >
      {sockets.map((s) => (
        <div
          key={socketKey(s)}
          id={optionId(s)}
          role="option"
          aria-selected={s === chosen}
          className="wire-picker-option"
          onClick={() => choose(s)}
        >
          {socketText(s, counts.get(socketKey(s)) ?? 0)}
        </div>
      ))}
    </div>
  );
}
