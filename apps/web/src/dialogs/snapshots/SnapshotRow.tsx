import type { Snapshot } from '../../services/snapshots.js';
import { SmallButton } from '../../ui/SmallButton.js';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One snapshot in the list, with what can be done with it. */
export function SnapshotRow({
  snapshot,
  readOnly,
  onCompare,
  onOpen,
  onEdit,
  onRestore,
  onDelete,
}: {
  snapshot: Snapshot;
  readOnly: boolean;
  onCompare(): void;
  onOpen(): void;
  onEdit(): void;
  onRestore(): void;
  onDelete(): void;
}) {
  return (
    <li className="snap-row" aria-label={snapshot.name}>
      <span className="snap-dot" style={{ background: snapshot.color ?? 'transparent' }} aria-hidden="true" />
      <div className="snap-row-text">
        <span className="snap-row-name">{snapshot.name}</span>
        <span className="muted snap-row-date">{when(snapshot.createdAt)}</span>
        {snapshot.comment ? <span className="snap-row-comment">{snapshot.comment}</span> : null}
      </div>
      <div className="snap-row-actions">
        <SmallButton onClick={onCompare}>Compare</SmallButton>
        <SmallButton onClick={onOpen} title="Open it read-only">
          Open
        </SmallButton>
        {readOnly ? null : (
          <>
            <SmallButton onClick={onRestore}>Restore</SmallButton>
            <SmallButton look="ghost" onClick={onEdit}>
              Edit
            </SmallButton>
            <SmallButton look="ghost" className="snap-delete" onClick={onDelete}>
              Delete
            </SmallButton>
          </>
        )}
      </div>
    </li>
  );
}
