import { useDraft } from './use-draft.js';
import { asText, MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** One-line text: commits on blur or Enter, Escape reverts. */
export function StringWidget({ row, inputId, disabled, commit }: WidgetProps) {
  const draft = useDraft(row.mixed ? '' : asText(row.value), commit);
  return (
    <input
      id={inputId}
      className="pe-input"
      type="text"
      spellCheck={false}
      disabled={disabled}
      aria-required={row.required || undefined}
      placeholder={row.mixed ? MIXED_PLACEHOLDER : undefined}
      {...draft}
    />
  );
}
