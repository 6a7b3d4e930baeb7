import { useDraft } from './use-draft.js';
import { asText, MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

function Item({
  index,
  text,
  disabled,
  onCommit,
  onRemove,
}: {
  index: number;
  text: string;
  disabled: boolean;
  onCommit(text: string): void;
  onRemove(): void;
}) {
  const draft = useDraft(text, onCommit);
  return (
    <li className="pe-array-item">
      <input
        className="pe-input"
        type="text"
        aria-label={`Item ${index + 1}`}
        spellCheck={false}
        disabled={disabled}
        {...draft}
      />
      <button
        type="button"
        className="pe-icon-button"
        aria-label={`Remove item ${index + 1}`}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}

/** input_array: a list of text rows; each edit, addition or removal sets the whole array (one step). */
export function InputArrayWidget({ row, inputId, labelId, disabled, commit }: WidgetProps) {
  const items = !row.mixed && Array.isArray(row.value) ? row.value.map(asText) : [];
  const replace = (next: string[]) => commit(next);
  return (
    <div id={inputId} className="pe-array" role="group" aria-labelledby={labelId}>
      {row.mixed ? <p className="pe-muted">{MIXED_PLACEHOLDER}</p> : null}
      <ul className="pe-array-list">
        {items.map((text, i) => (
          <Item
            // items have no identity but their place
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            key={i}
            index={i}
            text={text}
            disabled={disabled}
            onCommit={(value) => replace(items.map((t, j) => (j === i ? value : t)))}
            onRemove={() => replace(items.filter((_, j) => j !== i))}
          />
        ))}
      </ul>
      <button
        type="button"
        className="pe-add-button"
        disabled={disabled}
        onClick={() => replace([...items, ''])}
      >
        + Add item
      </button>
    </div>
  );
}
