import type { EvalType, GraphNode } from '@nodeloom/engine';
import { useId, useState } from 'react';
import { useEditor, useValue } from '../../editor-react/index.js';
import { ExpressionEditor } from '../../expression-editor/ExpressionEditor.js';
import { ExpressionValue } from '../../expression-editor/ExpressionValue.js';
import { readableParams } from '../../expression-editor/expression-host.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';

export interface ExpressionEditorArgs {
  nodeId: string;
  param: string;
}

function isArgs(args: unknown): args is ExpressionEditorArgs {
  const a = args as Partial<ExpressionEditorArgs> | undefined;
  return typeof a?.nodeId === 'string' && typeof a.param === 'string';
}

/** A param's stored expression and mode (defined by name, custom by name). */
function storedParam(node: GraphNode, param: string): { expression: string; evalType: EvalType } {
  const stored = Object.values(node.customParams).find((p) => p.name === param) ?? node.params[param];
  return { expression: stored?.expression ?? '', evalType: stored?.evalType ?? 'literal' };
}

/**
 * One param's expression in a larger multi-line field, with the same completion and lint as the
 * parameter row and its live value. Apply (Ctrl/⌘+Enter) writes the text and puts the param in
 * expression mode; Cancel leaves the param as it was.
 */
export default function ExpressionEditorDialog({ ctx, args, close }: DialogProps) {
  const editor = useEditor();
  const fallbackNode = [...ctx.editor.selection.ids()][0];
  const nodeId = isArgs(args) ? args.nodeId : fallbackNode;
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const params = nodeId ? readableParams(editor, nodeId) : [];
  const [param, setParam] = useState(isArgs(args) ? args.param : (params[0]?.name ?? ''));
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const fieldId = useId();
  const labelId = `${fieldId}-label`;
  const readOnly = editor.readOnly;

  if (!nodeId || !node)
    return <EmptyDialog text="Select one node to edit an expression of its params." onClose={close} />;

  const { expression: stored, evalType } = storedParam(node, param);
  const apply = (text: string) => {
    const ids = [nodeId];
    if (text !== stored) editor.params.setExpression(ids, param, text);
    // opened from the palette on a literal param: the text is written, then the param uses it
    if (evalType !== 'expression') editor.params.setEvalType(ids, param, 'expression');
    close();
  };

  return (
    <div className="ex-dialog">
      <div className="ex-dialog-head">
        <label id={labelId} htmlFor={fieldId}>
          <span className="muted">{node.name} · </span>
          {param}
        </label>
        {isArgs(args) ? null : (
          <select
            aria-label="Param"
            className="input"
            value={param}
            onChange={(e) => {
              setParam(e.currentTarget.value);
              setDraft(undefined);
            }}
          >
            {params.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <ExpressionEditor
        key={param}
        host={editor}
        subject={{ nodeId, param }}
        value={stored}
        onCommit={apply}
        onChange={setDraft}
        commitOnBlur={false}
        id={fieldId}
        labelledBy={labelId}
        disabled={readOnly}
        multiline
        autoFocus
        placeholder="$width * 2, ../box.$height, @API_URL…"
      />
      <ExpressionValue nodeId={nodeId} param={param} />
      <p className="muted ex-dialog-help">
        <code>$name</code> a param of this node · <code>box.$name</code>, <code>../box.$name</code>,{' '}
        <code>/hex/page.$name</code> another node's · <code>@NAME</code>, <code>@@NAME</code> environment
        values · Ctrl+Space lists what fits.
      </p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={readOnly}
          title="Apply (Ctrl/⌘+Enter)"
          onClick={() => apply(draft ?? stored)}
        >
          Apply
        </button>
      </div>
    </div>
  );
}
