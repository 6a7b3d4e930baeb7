import type { KeyboardEvent } from 'react';
import type { WidgetProps } from './widget-props.js';

/** button_strip: segmented buttons, one pressed; arrows move between them (a radio group). */
export function ButtonStripWidget({ row, inputId, labelId, disabled, commit }: WidgetProps) {
  const options = row.options ?? [];
  const index = row.mixed ? -1 : options.findIndex((o) => o.value === row.value);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (delta === 0 || options.length === 0) return;
    e.preventDefault();
    const next = (Math.max(index, 0) + delta + options.length) % options.length;
    commit(options[next]!.value);
    const buttons = e.currentTarget.querySelectorAll<HTMLButtonElement>('button');
    buttons[next]?.focus();
  };
  return (
    <div id={inputId} className="pe-strip" role="radiogroup" aria-labelledby={labelId} onKeyDown={onKeyDown}>
      {options.map((o, i) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={i === index}
          tabIndex={i === Math.max(index, 0) ? 0 : -1}
          disabled={disabled}
          className="pe-strip-button"
          onClick={() => commit(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
