import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { filterTargets, type WireTarget } from './wire-model.js';

/** How a target reads: node, socket label and data type, and what wiring it would do. */
export function targetText(target: WireTarget): string {
  const notes = [target.wired ? 'already wired' : '', target.loop ? 'closes a loop' : ''].filter(Boolean);
  const tail = notes.length ? ` — ${notes.join(', ')}` : '';
  return `${target.nodeName} · ${target.label} (${target.dataType})${tail}`;
}

/**
 * The search for the other end of a wire: a combobox whose listbox holds only compatible sockets;
 * arrows move the active option (aria-activedescendant), Enter wires it.
 */
export function TargetSearch({
  label,
  targets,
  wire,
}: {
  label: string;
  targets: readonly WireTarget[];
  wire(target: WireTarget): void;
}) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const found = useMemo(() => filterTargets(targets, query), [targets, query]);
  const listId = useId();
  const inputId = useId();
  const current = found[Math.min(active, found.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => Math.max(0, Math.min(found.length - 1, at + step)));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      wire(current);
    }
  };

  return (
    <div className="wire-picker-search">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        className="input"
        role="combobox"
        aria-expanded={found.length > 0}
        aria-controls={found.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(found.indexOf(current)) : undefined}
        placeholder="Node or socket name"
        autoComplete="off"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          // a new search starts at the best (first) match
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {found.length > 0 ? (
        <div id={listId} className="scroll-box wire-picker-list" role="listbox" aria-label={label}>
          {found.map((t, index) => (
            <div
              key={`${t.nodeId}:${t.identifier}`}
              id={optionId(index)}
              role="option"
              aria-selected={t === current}
              className="wire-picker-option"
              onClick={() => wire(t)}
            >
              {targetText(t)}
            </div>
          ))}
        </div>
      ) : (
        <p className="muted wire-picker-empty">
          {targets.length === 0
            ? 'No other node on this level has a socket this one can be wired to.'
            : `No compatible socket matches “${query}”.`}
        </p>
      )}
    </div>
  );
}
