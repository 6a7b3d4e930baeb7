import { type Graph, ROOT_ID } from '@nodeloom/engine';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type DiffNode, diffGraphs, diffMarks, diffSize, type GraphDiff } from '../../base/graph-diff.js';
import { fetchSnapshot, type Snapshot } from '../../services/snapshots.js';
import { diffHighlightStore } from '../../state/graph-diff.js';
import type { DialogContext } from '../dialog-descriptor.js';

const CURRENT = 'current';

/** What changed between a snapshot and the project (or a later snapshot), as a list and on the canvas. */
export function SnapshotDiff({
  ctx,
  snapshot,
  snapshots,
  onBack,
  onShown,
}: {
  ctx: DialogContext;
  snapshot: Snapshot;
  snapshots: readonly Snapshot[];
  onBack(): void;
  onShown(): void;
}) {
  const { editor } = ctx;
  const [against, setAgainst] = useState(CURRENT);
  const base = useQuery({
    queryKey: ['snapshotGraph', snapshot.id],
    queryFn: () => fetchSnapshot(snapshot.id),
  });
  const other = useQuery({
    queryKey: ['snapshotGraph', against],
    queryFn: () => fetchSnapshot(against),
    enabled: against !== CURRENT,
  });
  const current = useMemo(() => editor.graph.toGraph(), [editor]);
  const otherGraph: Graph | undefined = against === CURRENT ? current : other.data?.graph;
  const diff = useMemo(
    () => (base.data && otherGraph ? diffGraphs(base.data.graph, otherGraph) : undefined),
    [base.data, otherGraph],
  );
  const againstName =
    against === CURRENT ? 'the project now' : `"${snapshots.find((s) => s.id === against)?.name}"`;
  const jump =
    against === CURRENT
      ? (node: DiffNode) => {
          if (!editor.nodes.get(node.id)) return;
          editor.view.goToLevel(node.parentId ?? ROOT_ID);
          editor.selection.select([node.id]);
          editor.view.viewportController()?.zoomToSelection();
        }
      : undefined;

  return (
    <div className="snap-diff">
      <div className="snap-diff-head">
        <button type="button" className="button button-small button-ghost" onClick={onBack}>
          ← Snapshots
        </button>
        <label className="snap-diff-against">
          From <strong>{snapshot.name}</strong> to
          <select
            className="input"
            value={against}
            onChange={(e) => setAgainst(e.target.value)}
            aria-label="Compare with"
          >
            <option value={CURRENT}>the project now</option>
            {snapshots
              .filter((s) => s.id !== snapshot.id)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </label>
      </div>
      {base.isError || other.isError ? (
        <p className="form-error" role="alert">
          Could not load the snapshot: {(base.error ?? other.error)?.message}
        </p>
      ) : !diff ? (
        <p className="muted" role="status">
          Comparing…
        </p>
      ) : diffSize(diff) === 0 ? (
        <p className="muted snap-empty">
          Nothing changed from "{snapshot.name}" to {againstName}.
        </p>
      ) : (
        <>
          <DiffList diff={diff} {...(jump ? { onJump: jump } : {})} />
          {against === CURRENT ? (
            <div className="modal-actions">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  diffHighlightStore.getState().show(`Changes since "${snapshot.name}"`, diffMarks(diff));
                  onShown();
                }}
              >
                Show on canvas
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function DiffList({ diff, onJump }: { diff: GraphDiff; onJump?: (node: DiffNode) => void }) {
  const node = (n: DiffNode, text: string) => (
    <li key={`${n.id}-${text}`}>
      {onJump ? (
        <button type="button" className="snap-diff-node" onClick={() => onJump(n)}>
          {n.name}
        </button>
      ) : (
        <strong>{n.name}</strong>
      )}{' '}
      <span className="muted">{text}</span>
    </li>
  );
  return (
    <div className="snap-diff-list" aria-label="Changes">
      <Section title="Added nodes" items={diff.added.map((n) => node(n, n.definitionName))} />
      <Section title="Removed nodes" items={diff.removed.map((n) => node(n, n.definitionName))} />
      <Section
        title="Moved nodes"
        items={diff.moved.map((n) =>
          node(
            n,
            `(${Math.round(n.from.x)}, ${Math.round(n.from.y)}) → (${Math.round(n.to.x)}, ${Math.round(n.to.y)})`,
          ),
        )}
      />
      <Section title="Renamed nodes" items={diff.renamed.map((n) => node(n, `was ${n.from}`))} />
      <Section
        title="Changed parameters"
        items={diff.params.map((p) =>
          node(p, `${p.param}: ${p.before ?? '(none)'} → ${p.after ?? '(removed)'}`),
        )}
      />
      <Section
        title="Other changes"
        items={diff.fields.map((f) => node(f, `${f.field}: ${f.before} → ${f.after}`))}
      />
      <Section title="Wires added" items={diff.wiresAdded.map((w) => <li key={w.label}>{w.label}</li>)} />
      <Section title="Wires removed" items={diff.wiresRemoved.map((w) => <li key={w.label}>{w.label}</li>)} />
    </div>
  );
}

function Section({ title, items }: { title: string; items: React.ReactNode[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h3>
        {title} <span className="badge">{items.length}</span>
      </h3>
      <ul>{items}</ul>
    </section>
  );
}
