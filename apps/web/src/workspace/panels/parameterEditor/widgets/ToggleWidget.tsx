import { MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** A switch; a mixed selection shows "Mixed" and the first click turns every node on. */
export function ToggleWidget({ row, inputId, disabled, commit }: WidgetProps) {
  const on = !row.mixed && row.value === true;
  return (
    <button
      id={inputId}
      type="button"
      role="switch"
      className="pe-switch"
      aria-checked={on}
      data-mixed={row.mixed || undefined}
      disabled={disabled}
      onClick={() => commit(!on)}
    >
      <span className="pe-switch-thumb" aria-hidden="true" />
      {row.mixed ? <span className="pe-muted">{MIXED_PLACEHOLDER}</span> : null}
    </button>
  );
}
