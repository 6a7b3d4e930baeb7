import { useMemo, useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import { Field } from '../../ui/Field.js';
import type { DialogContext } from '../dialog-descriptor.js';

/** Rename the selected node and see first which expressions and node paths will follow it. */
export function RenameWithReferences({ ctx }: { ctx: DialogContext }) {
  const { editor } = ctx;
  const nodeId = useValue((e) => e.selection.ids().values().next().value as string | undefined);
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const [name, setName] = useState(node?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const rewrites = useMemo(
    () => (node && name ? editor.nodes.previewRename(node.id, name) : []),
    [editor, node, name],
  );
  if (!node) return <p className="muted find-empty">Select the node to rename on the canvas.</p>;
  const rename = () => {
    const renamed = editor.nodes.rename(node.id, name);
    if (!renamed.ok) setError(renamed.refusal.message);
    else {
      setError(null);
      ctx.notify({
        kind: 'success',
        title: `Renamed to ${name}`,
        ...(rewrites.length > 0
          ? { description: `${rewrites.length} reference${rewrites.length === 1 ? '' : 's'} rewritten` }
          : {}),
      });
    }
  };
  return (
    <form
      className="find-rename"
      onSubmit={(event) => {
        event.preventDefault();
        rename();
      }}
    >
      <p className="muted">
        Renaming <strong>{node.name}</strong> ({node.definitionName})
      </p>
      <Field
        label="New name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={editor.readOnly}
      />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {rewrites.length === 0 ? (
        <p className="muted">No expression or node path refers to it by a path that would change.</p>
      ) : (
        <section aria-label="Rewritten references">
          <h3 className="find-rename-title">
            {rewrites.length} reference{rewrites.length === 1 ? '' : 's'} will be rewritten
          </h3>
          <ul className="find-results">
            {rewrites.map((r) => (
              <li key={`${r.nodeId}-${r.param}`} className="find-rewrite">
                <span className="find-result-path">
                  {r.nodeName}.{r.param}
                </span>
                <code className="find-before">{r.before}</code>
                <code className="find-after">{r.after}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="modal-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={editor.readOnly || name === '' || name === node.name}
        >
          Rename{rewrites.length > 0 ? ' and rewrite' : ''}
        </button>
      </div>
    </form>
  );
}
