import { parseColor } from '@nodeloom/engine';
import { useState } from 'react';
import { useDraft } from './use-draft.js';
import { asText, MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** #rgb → #rrggbb (the native picker reads six digits only). */
function sixDigits(hex: string): string {
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
  return hex.slice(0, 7);
}

/** A swatch (the native picker) and the text: hex or a named colour; anything else is refused in place. */
export function ColorWidget({ row, inputId, labelId, disabled, commit }: WidgetProps) {
  const [problem, setProblem] = useState<string>();
  const text = row.mixed ? '' : asText(row.value);
  const draft = useDraft(text, (value) => {
    const parsed = parseColor(value.trim());
    if (parsed === undefined) {
      setProblem(`Not a colour: ${value}`);
      return;
    }
    setProblem(undefined);
    commit(value.trim());
  });
  const swatch = parseColor(text) ?? '#000000';
  return (
    <div className="pe-color">
      <input
        type="color"
        className="pe-swatch"
        aria-label="Pick a colour"
        aria-describedby={labelId}
        disabled={disabled}
        value={sixDigits(swatch)}
        onChange={(e) => commit(e.currentTarget.value)}
      />
      <input
        id={inputId}
        className="pe-input"
        type="text"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        placeholder={row.mixed ? MIXED_PLACEHOLDER : undefined}
        {...draft}
      />
      {problem ? (
        <p className="pe-error" id={`${inputId}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
