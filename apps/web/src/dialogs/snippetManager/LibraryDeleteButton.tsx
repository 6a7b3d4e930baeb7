import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

/** A library editor's Delete (a snippet, an asset): asks first, then deletes. */
export function LibraryDeleteButton({
  noun,
  description,
  busy,
  onDelete,
}: {
  /** 'snippet', 'asset': the question is 'Delete this snippet?' */
  noun: string;
  description: string;
  busy: boolean;
  onDelete(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-ghost lib-delete"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${noun}?`}
        description={description}
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </>
  );
}
