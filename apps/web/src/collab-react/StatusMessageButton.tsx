import { type FormEvent, useState } from 'react';
import type { CollabSession } from '../collab/collab-session.js';
import { MessageIcon } from '../ui/icons.js';
import { Tip } from '../ui/Tip.js';

/** Most characters a status message may have (the protocol's limit). */
const STATUS_MESSAGE_MAX = 280;

/**
 * This window's status message, shown to the others by its cursor: a small field behind a button;
 * Enter sets it, an empty one clears it, Escape leaves it as it was.
 */
export function StatusMessageButton({ session }: { session: CollabSession }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [draft, setDraft] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    session.setStatusMessage(message === '' ? null : message);
    setCurrent(message);
    setOpen(false);
  }

  if (open) {
    return (
      <form className="collab-status-form" onSubmit={submit}>
        <input
          autoFocus
          className="input collab-status-input"
          aria-label="Status message"
          placeholder="What are you doing?"
          maxLength={STATUS_MESSAGE_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setOpen(false);
          }}
          onBlur={() => setOpen(false)}
        />
      </form>
    );
  }
  const label = current ? `Status: ${current} (click to change)` : 'Set a status message';
  return (
    <Tip label={label}>
      <button
        type="button"
        className="icon-button collab-status-button"
        data-set={current ? true : undefined}
        aria-label={label}
        onClick={() => {
          setDraft(current);
          setOpen(true);
        }}
      >
        <MessageIcon />
        {current ? <span className="collab-status-dot" /> : null}
      </button>
    </Tip>
  );
}
