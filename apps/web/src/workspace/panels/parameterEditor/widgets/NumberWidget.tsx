import type { KeyboardEvent } from 'react';
import { clampToRange, rangeText } from '../param-model.js';
import { useDraft } from './use-draft.js';
import { MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** The step of one arrow press (Shift: ×10); the label's scrub uses it per few pixels. */
export const numberStep = (widget: string) => (widget === 'int' ? 1 : 0.1);

/** Trims float noise (0.1 + 0.2) off a stepped value. */
export const tidy = (n: number) => Number.parseFloat(n.toFixed(6));

/**
 * int / float: typed text commits on blur or Enter (clamped to the range; text that is not a
 * number puts the value back), arrows step it, and the label scrubs it (ParamLabel).
 */
export function NumberWidget({ row, inputId, disabled, commit }: WidgetProps) {
  const current = typeof row.value === 'number' ? row.value : Number(row.value ?? 0);
  const commitText = (text: string) => {
    const n = Number.parseFloat(text);
    if (Number.isNaN(n)) return false;
    commit(clampToRange(n, row));
    return true;
  };
  const draft = useDraft(row.mixed ? '' : String(current), commitText);
  const range = rangeText(row);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return draft.onKeyDown(e);
    e.preventDefault();
    const step = numberStep(row.widget) * (e.shiftKey ? 10 : 1) * (e.key === 'ArrowUp' ? 1 : -1);
    commit(clampToRange(tidy((Number.isNaN(current) ? 0 : current) + step), row));
  };
  return (
    <div className="pe-number">
      <input
        id={inputId}
        className="pe-input pe-input-number"
        type="text"
        inputMode={row.widget === 'int' ? 'numeric' : 'decimal'}
        spellCheck={false}
        disabled={disabled}
        aria-required={row.required || undefined}
        placeholder={row.mixed ? MIXED_PLACEHOLDER : undefined}
        aria-describedby={range ? `${inputId}-range` : undefined}
        {...draft}
        onKeyDown={onKeyDown}
      />
      {range ? (
        <span className="pe-range" id={`${inputId}-range`}>
          {range}
        </span>
      ) : null}
    </div>
  );
}
