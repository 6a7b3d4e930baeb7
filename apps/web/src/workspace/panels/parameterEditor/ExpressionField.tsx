import { useValue } from '../../../editor-react/index.js';
import type { ParamRow } from './param-model.js';
import { useParamWriter } from './param-writer.js';
import { useDraft } from './widgets/use-draft.js';
import { asText, MIXED_PLACEHOLDER } from './widgets/widget-props.js';

/** What an evaluated value reads as under the field. */
function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : asText(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || '(empty)';
}

/**
 * Expression mode: a monospace field holding the expression (commit on blur or Enter, Escape
 * reverts) and, for one node, its evaluated value or why it failed.
 */
export function ExpressionField({
  row,
  inputId,
  disabled,
}: {
  row: ParamRow;
  inputId: string;
  disabled: boolean;
}) {
  const writer = useParamWriter();
  const single = writer.ids.length === 1 ? writer.ids[0] : undefined;
  const entry = useValue((e) => (single ? e.paramEntry(single, row.name) : undefined));
  const draft = useDraft(row.mixed ? '' : row.expression, (text) => writer.setExpression(row.name, text));
  const resultId = `${inputId}-result`;
  return (
    <div className="pe-stack">
      <input
        id={inputId}
        className="pe-input pe-mono"
        type="text"
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        placeholder={row.mixed ? MIXED_PLACEHOLDER : '$other * 2'}
        aria-invalid={entry?.error ? true : undefined}
        aria-describedby={entry ? resultId : undefined}
        {...draft}
      />
      {entry && row.expression.trim() !== '' ? (
        entry.error ? (
          <p className="pe-error" id={resultId}>
            {entry.error}
          </p>
        ) : (
          <p className="pe-result" id={resultId}>
            <span aria-hidden="true">→ </span>
            {preview(entry.value)}
          </p>
        )
      ) : null}
    </div>
  );
}
