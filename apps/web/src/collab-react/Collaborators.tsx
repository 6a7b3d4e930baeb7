import type { Participant } from '@nodeloom/api';
import { ROOT_ID } from '@nodeloom/engine';
import { type CSSProperties, useEffect } from 'react';
import type { CollabSession } from '../collab/collab-session.js';
import { participantColor, participantName } from '../collab/participant-look.js';
import type { EditorApi } from '../editor/index.js';
import { useEditor, useValue } from '../editor-react/index.js';
import { Avatar } from '../ui/Avatar.js';
import { Tip } from '../ui/Tip.js';
import { useCollabSession, usePresence } from './hooks.js';
import { StatusMessageButton } from './StatusMessageButton.js';
import './collaboration.css';

/** Where a participant is: the name of their level (Root when none or unknown). */
export function levelName(editor: EditorApi, p: Participant): string {
  const level = p.pointerPosition?.level;
  if (!level || level === ROOT_ID) return 'Root';
  return editor.nodes.get(level)?.name ?? 'Root';
}

/**
 * The top bar's collaborators (issue 14 §3): shows everyone else as an avatar ringed in their colour with the level they are in.
 * A click follows them (their viewport and level) until Escape, another click or a pan of one's own.
 */
export function Collaborators({ readOnly }: { readOnly: boolean }) {
  const editor = useEditor();
  const session = useCollabSession(editor);
  const presence = usePresence(session);
  const myLevel = useValue((e) => e.view.levelId());
  const following = presence.followingClientId;

  useEffect(() => {
    if (!session || following === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') session.follow(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, following]);

  if (!session) return null;
  const followed = presence.others.find((p) => p.clientId === following);
  return (
    <div className="collaborators" role="group" aria-label="Collaborators">
      {followed ? (
        <button
          type="button"
          className="collab-following"
          style={{ '--participant': participantColor(followed) } as CSSProperties}
          onClick={() => session.follow(null)}
          title="Stop following (Esc)"
        >
          Following <span className="collab-following-name">{participantName(followed)}</span> <kbd>Esc</kbd>
        </button>
      ) : null}
      <ul className="collab-avatars">
        {presence.others.map((p) => (
          <li key={p.clientId}>
            <ParticipantAvatar
              participant={p}
              session={session}
              where={levelName(editor, p)}
              following={p.clientId === following}
              host={p.clientId === presence.hostClientId}
              elsewhere={(p.pointerPosition?.level ?? ROOT_ID) !== myLevel}
            />
          </li>
        ))}
      </ul>
      {readOnly ? null : <StatusMessageButton session={session} />}
    </div>
  );
}

function ParticipantAvatar({
  participant,
  session,
  where,
  following,
  host,
  elsewhere,
}: {
  participant: Participant;
  session: CollabSession;
  where: string;
  following: boolean;
  host: boolean;
  /** in another level than the one shown here (their cursor is not on this canvas) */
  elsewhere: boolean;
}) {
  const name = participantName(participant);
  const label = following ? `Stop following ${name}` : `Follow ${name}`;
  const tip = [
    `${name}${host ? ' (host)' : ''} · in ${where}`,
    participant.pointerMessage ? `“${participant.pointerMessage}”` : null,
    following ? 'Click or Esc to stop following' : 'Click to follow',
  ]
    .filter(Boolean)
    .join(' — ');
  return (
    <Tip label={tip}>
      <button
        type="button"
        className="collab-avatar"
        aria-label={label}
        aria-pressed={following}
        data-client-id={participant.clientId}
        data-elsewhere={elsewhere || undefined}
        style={{ '--participant': participantColor(participant) } as CSSProperties}
        onClick={() => session.follow(following ? null : participant.clientId)}
      >
        <Avatar name={name} url={participant.participantUser.avatarUrl} />
      </button>
    </Tip>
  );
}
