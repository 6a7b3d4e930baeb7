import { MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** menu_single: one of the options (by index, since option values need not be strings). */
export function MenuWidget({ row, inputId, disabled, commit }: WidgetProps) {
  const options = row.options ?? [];
  const index = row.mixed ? -1 : options.findIndex((o) => o.value === row.value);
  return (
    <select
      id={inputId}
      className="pe-input pe-select"
      disabled={disabled}
      value={String(index)}
      onChange={(e) => {
        const option = options[Number(e.currentTarget.value)];
        if (option) commit(option.value);
      }}
    >
      {index === -1 ? (
        <option value="-1" disabled>
          {row.mixed ? MIXED_PLACEHOLDER : String(row.value ?? '')}
        </option>
      ) : null}
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
