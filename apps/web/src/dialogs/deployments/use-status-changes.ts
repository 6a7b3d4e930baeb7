import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CollabSession } from '../../collab/collab-session.js';
import type { EditorApi } from '../../editor/index.js';
import { publishingKeys } from '../../services/publishing.js';
import { type StatusChange, watchPublishingStatus } from '../../services/publishing-status.js';

/** "shop.example.org: verified", "shop.example.org: certificate issued". */
export function statusText(change: StatusChange): string {
  return `${change.domainName}: ${change.kind === 'certificate' ? 'certificate ' : ''}${change.status}`;
}

/**
 * Domain and certificate status changes while the manager is open: pushed by the collaboration
 * socket of the open project as they happen, and read by polling as the catch-up (after a
 * reconnect, or with no socket). Each refreshes the domain list and is said once.
 */
export function useStatusChanges(editor: EditorApi, onSaid: (text: string) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastSeq = -1;
    const apply = (changes: StatusChange[]) => {
      const fresh = changes.filter((change) => change.seq > lastSeq);
      const last = fresh.at(-1);
      if (!last) return;
      lastSeq = last.seq;
      void queryClient.invalidateQueries({ queryKey: publishingKeys.domains });
      onSaid(statusText(last));
    };
    const stopPolling = watchPublishingStatus(apply);
    let stopPush: (() => void) | undefined;
    const attach = () => {
      stopPush?.();
      const session = editor.collaboration.session();
      if (session instanceof CollabSession)
        stopPush = session.onPublishingStatus((change) => apply([change]));
      else stopPush = undefined;
    };
    attach();
    const stopSessions = editor.collaboration.subscribe(attach);
    return () => {
      stopPolling();
      stopPush?.();
      stopSessions();
    };
  }, [editor, queryClient, onSaid]);
}
