import { useState } from 'react';

/** The user's id, to give a team owner who adds them as a member (teams add members by id). */
export function UserIdField({ userId }: { userId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="field user-id-field">
      <span className="label">Your user id</span>
      <div className="row">
        <code aria-label="Your user id">{userId}</code>
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => navigator.clipboard.writeText(userId).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
