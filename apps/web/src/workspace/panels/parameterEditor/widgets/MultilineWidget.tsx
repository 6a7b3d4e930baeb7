import { useDraft } from './use-draft.js';
import { asText, MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** Several lines of text: commits on blur or Ctrl/⌘+Enter (Enter is a new line), Escape reverts. */
export function MultilineWidget({ row, inputId, disabled, commit }: WidgetProps) {
  const draft = useDraft(row.mixed ? '' : asText(row.value), commit, true);
  return (
    <textarea
      id={inputId}
      className="pe-input pe-textarea"
      rows={4}
      spellCheck={false}
      disabled={disabled}
      aria-required={row.required || undefined}
      placeholder={row.mixed ? MIXED_PLACEHOLDER : undefined}
      {...draft}
    />
  );
}
