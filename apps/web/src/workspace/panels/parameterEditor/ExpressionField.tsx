import { useEditor, useValue } from '../../../editor-react/index.js';
import { ExpressionEditor } from '../../../expression-editor/ExpressionEditor.js';
import { ExpressionValue } from '../../../expression-editor/ExpressionValue.js';
import { openDialog } from '../../../state/dialogs.js';
import type { ParamRow } from './param-model.js';
import { useParamWriter } from './param-writer.js';
import { MIXED_PLACEHOLDER } from './widgets/widget-props.js';

/**
 * Expression mode: the CodeMirror expression field (completion, the engine's parser as lint;
 * commit on blur or Enter, Escape reverts), a button opening the larger expression editor and,
 * for one node, the evaluated value or why it failed.
 */
export function ExpressionField({
  row,
  inputId,
  labelId,
  disabled,
}: {
  row: ParamRow;
  inputId: string;
  labelId: string;
  disabled: boolean;
}) {
  const editor = useEditor();
  const writer = useParamWriter();
  const single = writer.ids.length === 1 ? writer.ids[0] : undefined;
  const subjectId = writer.ids[0];
  const failed = useValue((e) => (single ? e.params.entry(single, row.name)?.error !== undefined : false));
  const resultId = `${inputId}-result`;
  const shown = single !== undefined && row.expression.trim() !== '';
  return (
    <div className="pe-stack">
      <div className="ex-field">
        <ExpressionEditor
          host={editor}
          subject={subjectId ? { nodeId: subjectId, param: row.name } : undefined}
          value={row.mixed ? '' : row.expression}
          onCommit={(text) => writer.setExpression(row.name, text)}
          id={inputId}
          labelledBy={labelId}
          disabled={disabled}
          invalid={shown && failed}
          {...(shown ? { describedBy: resultId } : {})}
          placeholder={row.mixed ? MIXED_PLACEHOLDER : '$other * 2'}
        />
        {single ? (
          <button
            type="button"
            className="pe-tool"
            aria-label="Open in the expression editor"
            aria-describedby={labelId}
            title="Open in the expression editor"
            onClick={() => openDialog('expressionEditor', { nodeId: single, param: row.name })}
          >
            ⤢
          </button>
        ) : null}
      </div>
      {shown ? <ExpressionValue nodeId={single} param={row.name} id={resultId} /> : null}
    </div>
  );
}
