import { type KeyboardEvent, useId, useState } from 'react';
import type { ParamRow } from '../param-model.js';
import { NestedRows } from './nested-rows.js';

/** Neighbouring tab folders as one strip: one tab per folder, its rows in the panel below. */
export function TabGroup({ tabs }: { tabs: readonly ParamRow[] }) {
  const base = useId();
  const [picked, setPicked] = useState(0);
  const at = Math.min(picked, tabs.length - 1);
  const current = tabs[at];
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    e.preventDefault();
    const next = (at + delta + tabs.length) % tabs.length;
    setPicked(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  if (!current) return null;
  return (
    <div className="pe-folder pe-tabs">
      <div className="pe-tab-list" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.name}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            className="pe-tab"
            aria-selected={i === at}
            aria-controls={`${base}-panel`}
            tabIndex={i === at ? 0 : -1}
            onClick={() => setPicked(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${at}`}
        className="pe-tab-panel"
      >
        <NestedRows rows={current.children} />
      </div>
    </div>
  );
}
