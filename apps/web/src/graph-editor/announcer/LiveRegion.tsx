import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useCollabSession, usePresence } from '../../collab-react/hooks.js';
import type { EditorApi } from '../../editor/index.js';
import { collaboratorOf } from './collaborator-of.js';
import { spokenValue } from './spoken-value.js';

/**
 * The workspace's polite live region (docs/accessibility.md "What a screen reader hears"): shows
 * what editor.announcer says, visually hidden. Mounted once, before anything is said, so screen
 * readers know it when the first message comes.
 */
export function LiveRegion({ editor }: { editor: EditorApi }) {
  const presence = usePresence(useCollabSession(editor));
  const others = useRef(presence.others);
  others.current = presence.others;
  const { announcer } = editor;
  useEffect(
    () =>
      announcer.configure({
        formatValue: spokenValue,
        collaboratorOf: (nodeId) => collaboratorOf(others.current, nodeId),
      }),
    [announcer],
  );
  const text = useSyncExternalStore(announcer.subscribe, announcer.text);
  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label="Announcements"
    >
      {text}
    </div>
  );
}
