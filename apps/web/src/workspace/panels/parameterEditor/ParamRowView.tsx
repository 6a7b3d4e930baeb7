import { useId } from 'react';
import { loadedComponent } from '../../../ui/loaded-component.js';
import { FolderView } from './folders/FolderView.js';
import { loadExpressionField } from './load-expression-field.js';
import { ParamLabel } from './ParamLabel.js';
import type { ParamRow } from './param-model.js';
import { useParamWriter } from './param-writer.js';
import { Widget } from './widgets/Widget.js';

// CodeMirror loads with the first expression field shown, not with the parameter editor
const ExpressionField = loadedComponent(loadExpressionField, <span className="muted">Loading…</span>);

const EyeIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

/** One param: label, its value (widget or expression) and its two toggles (expression, glance). */
export function ParamRowView({ row }: { row: ParamRow }) {
  const writer = useParamWriter();
  const inputId = useId();
  const labelId = `${inputId}-label`;
  if (row.hidden) return null;
  if (row.widget === 'folder') return <FolderView row={row} />;
  if (row.widget === 'separator')
    return (
      <div className="pe-separator" role="separator" aria-label={row.label}>
        <span>{row.label}</span>
      </div>
    );
  const expression = row.evalType === 'expression';
  const disabled = writer.readOnly || row.disabled;
  const numeric = row.widget === 'int' || row.widget === 'float';
  return (
    <div className="pe-row" data-param={row.name} data-disabled={row.disabled || undefined}>
      <ParamLabel
        row={row}
        inputId={inputId}
        labelId={labelId}
        scrubbable={numeric && !expression && !disabled && !row.valueLocked}
      />
      <div className="pe-control">
        {expression ? (
          <ExpressionField row={row} inputId={inputId} labelId={labelId} disabled={disabled} />
        ) : (
          <Widget
            row={row}
            nodeId={writer.ids[0] ?? ''}
            inputId={inputId}
            labelId={labelId}
            disabled={disabled || row.valueLocked}
            commit={(value) => writer.setValue(row.name, value)}
          />
        )}
      </div>
      <div className="pe-row-tools">
        <button
          type="button"
          className="pe-tool"
          aria-label="Expression"
          aria-describedby={labelId}
          aria-pressed={expression}
          title={expression ? 'Back to a literal value' : 'Use an expression'}
          disabled={disabled}
          onClick={() => writer.setEvalType(row.name, expression ? 'literal' : 'expression')}
        >
          =
        </button>
        <button
          type="button"
          className="pe-tool"
          aria-label="Show on node"
          aria-describedby={labelId}
          aria-pressed={row.glance}
          title={row.glance ? 'Shown on the node (glance)' : 'Show on the node (glance)'}
          disabled={writer.readOnly}
          onClick={() => writer.setGlance(row.name, !row.glance)}
        >
          <EyeIcon />
        </button>
      </div>
    </div>
  );
}
