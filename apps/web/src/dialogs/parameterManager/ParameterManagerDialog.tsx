import type { EventInput, GraphNode } from '@nodeloom/engine';
import { useState } from 'react';
import { useEditor, useValue } from '../../editor-react/index.js';
import { EmptyDialog } from '../../ui/EmptyDialog.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { CustomParamForm } from './CustomParamForm.js';
import { CustomParamList } from './CustomParamList.js';
import { type CustomParamDraft, draftOf, emptyDraft, fieldsOfDraft } from './custom-param-draft.js';
import {
  addCustomParamEvents,
  deleteCustomParamEvents,
  editCustomParamEvents,
  moveCustomParamEvents,
} from './custom-param-events.js';
import './parameter-manager.css';
import { FormButtons, FormProblem } from '../../ui/FormEnd.js';

/** The node the manager edits: the one it was opened for, else the single selected node. */
function targetNodeId(args: unknown, selection: ReadonlySet<string>): string | undefined {
  const given = (args as { nodeId?: unknown } | undefined)?.nodeId;
  if (typeof given === 'string') return given;
  return selection.size === 1 ? [...selection][0] : undefined;
}

/**
 * Add, edit, reorder and delete the custom params of one node (spec 2 §5 Custom params). Every
 * change is engine events through the editor, one undo step each; a refusal shows the engine's
 * message (unique name, 25-character ids, folder, template and instance rules) in place.
 */
export default function ParameterManagerDialog({ ctx, args, close }: DialogProps) {
  const editor = useEditor();
  const [nodeId] = useState(() => targetNodeId(args, ctx.editor.selection.ids()));
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  if (!node) return <EmptyDialog text="Select one node to manage its custom params." onClose={close} />;
  return <Manager node={node} readOnly={editor.readOnly} close={close} />;
}

function Manager({ node, readOnly, close }: { node: GraphNode; readOnly: boolean; close(): void }) {
  const editor = useEditor();
  const [selectedId, setSelectedId] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState<CustomParamDraft>(emptyDraft);
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const editing = selectedId ? node.customParams[selectedId] : undefined;

  /** Runs one change; the engine's refusal (or the form's) becomes the message under the form. */
  const attempt = (events: () => EventInput[], done?: string): boolean => {
    try {
      const list = events();
      if (list.length > 0) editor.params.changeCustom(node.id, list);
      setError(undefined);
      setNotice(done);
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setNotice(undefined);
      return false;
    }
  };

  /** Shows a param in the form, or an empty form for a new one (in `parent`, a folder id or ''). */
  const select = (id: string | undefined, parent = '') => {
    setSelectedId(id);
    const param = id ? node.customParams[id] : undefined;
    setDraft(param ? draftOf(param) : emptyDraft(parent));
    setError(undefined);
    setNotice(undefined);
  };

  const save = () => {
    const fields = () => fieldsOfDraft(draft);
    if (editing) {
      attempt(() => editCustomParamEvents(node, editing, fields()), `Saved ${draft.name.trim()}`);
      return;
    }
    const name = draft.name.trim();
    if (attempt(() => addCustomParamEvents(node, fields()), `Added ${name}`))
      setDraft(emptyDraft(draft.parent));
  };

  return (
    <div className="pm">
      <p className="muted pm-node">
        Custom params of <strong>{node.name}</strong>
      </p>
      <div className="pm-columns">
        <section className="pm-side" aria-label="Custom params of the node">
          <CustomParamList
            node={node}
            selectedId={selectedId}
            readOnly={readOnly}
            onSelect={select}
            onMove={(id, by) => attempt(() => moveCustomParamEvents(node, id, by))}
            onDelete={(id) => {
              const name = node.customParams[id]?.name;
              if (attempt(() => deleteCustomParamEvents(node, id), `Deleted ${name}`) && id === selectedId)
                select(undefined);
            }}
          />
          <button
            type="button"
            className="button button-small"
            disabled={readOnly || selectedId === undefined}
            // a new param goes where the selected one is (into it, when it is a folder)
            onClick={() =>
              select(undefined, editing?.widget === 'folder' ? editing.id : (editing?.parent ?? ''))
            }
          >
            New param
          </button>
        </section>
        <form
          className="pm-main"
          aria-label={editing ? `Edit ${editing.name}` : 'New custom param'}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <h3 className="pm-title">{editing ? `Edit ${editing.name}` : 'New custom param'}</h3>
          {editing?.isTemplate ? (
            <p className="muted pm-hint">
              A template: its instances are named after it, so its name, widget and data type stay as created.
            </p>
          ) : null}
          <CustomParamForm
            node={node}
            editing={editing}
            draft={draft}
            readOnly={readOnly}
            onChange={(next) => {
              setDraft(next);
              setNotice(undefined);
            }}
          />
          <FormProblem message={error} />
          {notice ? (
            <p className="pm-notice" role="status">
              {notice}
            </p>
          ) : null}
          <FormButtons
            leaveLabel="Close"
            onLeave={close}
            submitLabel={editing ? 'Save changes' : 'Add param'}
            disabled={readOnly}
          />
        </form>
      </div>
    </div>
  );
}
