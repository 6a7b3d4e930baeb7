import { pathProblem } from '@nodeloom/engine';
import { PickNodeButton } from '../../../../dialogs/nodePicker/PickNodeButton.js';
import { useEditor } from '../../../../editor-react/index.js';
import { useDraft } from './use-draft.js';
import { asText, MIXED_PLACEHOLDER, type WidgetProps } from './widget-props.js';

/** node_path_single: a path to another node; says when it is malformed or names no node. */
export function NodePathWidget({ row, inputId, disabled, commit, nodeId }: WidgetProps & { nodeId: string }) {
  const editor = useEditor();
  const text = row.mixed ? '' : asText(row.value);
  const draft = useDraft(text, commit);
  const problem =
    text === '' || row.mixed
      ? undefined
      : (pathProblem(text) ?? (editor.nodes.resolvePath(nodeId, text) ? undefined : `No node at ${text}`));
  return (
    <div className="pe-stack">
      <input
        id={inputId}
        className="pe-input pe-mono"
        type="text"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        placeholder={row.mixed ? MIXED_PLACEHOLDER : '../node_name'}
        {...draft}
      />
      {problem ? (
        <p className="pe-error" id={`${inputId}-problem`}>
          {problem}
        </p>
      ) : null}
      <PickNodeButton nodeId={nodeId} paramId={row.name} disabled={disabled} />
    </div>
  );
}
