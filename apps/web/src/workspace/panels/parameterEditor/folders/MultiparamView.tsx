import type { MultiparamChange } from '../../../../editor/index.js';
import { useEditor } from '../../../../editor-react/index.js';
import type { ParamRow } from '../param-model.js';
import { useParamWriter } from '../param-writer.js';
import { NestedRows } from './nested-rows.js';

/**
 * A multiparam folder: one box per instance group ("#n"), each with move up/down, insert
 * before and delete; "Add" appends a group. Each change is one undo step. Without a template
 * there is nothing to instantiate, so adding is off.
 */
export function MultiparamView({ row }: { row: ParamRow }) {
  const editor = useEditor();
  const writer = useParamWriter();
  const nodeId = writer.ids[0];
  const change = (c: MultiparamChange) => {
    if (nodeId && row.folderId) editor.params.changeMultiparam(nodeId, row.folderId, c);
  };
  const off = writer.readOnly || row.disabled || writer.ids.length !== 1;
  const last = row.groups.length;
  return (
    <fieldset className="pe-folder pe-multiparam">
      <legend className="pe-folder-title">
        {row.label} <span className="pe-muted">({last})</span>
      </legend>
      {row.groups.map(({ group, rows }) => (
        <section key={group} className="pe-instance" aria-label={`${row.label} #${group}`}>
          <header className="pe-instance-header">
            <span className="pe-instance-number">#{group}</span>
            <span className="pe-instance-tools">
              <button
                type="button"
                className="pe-tool"
                aria-label={`Move #${group} up`}
                disabled={off || group === 1}
                onClick={() => change({ kind: 'move', group, to: group - 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="pe-tool"
                aria-label={`Move #${group} down`}
                disabled={off || group === last}
                onClick={() => change({ kind: 'move', group, to: group + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="pe-tool"
                aria-label={`Insert before #${group}`}
                disabled={off}
                onClick={() => change({ kind: 'insert', group })}
              >
                +
              </button>
              <button
                type="button"
                className="pe-tool pe-tool-danger"
                aria-label={`Delete #${group}`}
                disabled={off}
                onClick={() => change({ kind: 'delete', group })}
              >
                ×
              </button>
            </span>
          </header>
          <NestedRows rows={rows} />
        </section>
      ))}
      <button
        type="button"
        className="pe-add-button"
        disabled={off || row.children.length === 0}
        onClick={() => change({ kind: 'insert', group: last + 1 })}
      >
        + Add instance
      </button>
    </fieldset>
  );
}
