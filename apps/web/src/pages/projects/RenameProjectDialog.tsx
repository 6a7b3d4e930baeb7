import { NAME_MAX_LENGTH } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';

export interface RenameProjectDialogProps {
  /** The project being renamed; null when the dialog is closed. */
  project: { id: string; name: string } | null;
  onClose(): void;
  onRename(name: string): void;
}

/** Renames a project; the new name must not be empty (the server's rule). */
export function RenameProjectDialog({ project, onClose, onRename }: RenameProjectDialogProps) {
  return (
    <Modal open={project !== null} onOpenChange={(open) => !open && onClose()} title="Rename project">
      {/* Keyed by project, so the field starts from the current name each time. */}
      {project ? (
        <RenameForm key={project.id} initialName={project.name} onClose={onClose} onRename={onRename} />
      ) : null}
    </Modal>
  );
}

function RenameForm({
  initialName,
  onClose,
  onRename,
}: {
  initialName: string;
  onClose(): void;
  onRename(name: string): void;
}) {
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    if (trimmed !== initialName) onRename(trimmed);
    onClose();
  }

  return (
    <form className="stack" onSubmit={submit}>
      <Field
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={NAME_MAX_LENGTH}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={!trimmed}>
          Rename
        </button>
      </div>
    </form>
  );
}
