import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionOf, subscribeSessions } from '../../collab/session-registry.js';
import type { WorkspaceEditor } from '../../editor/WorkspaceEditor.js';
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
export function useStatusChanges(editor: WorkspaceEditor, onSaid: (text: string) => void): void {
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
      stopPush = sessionOf(editor)?.onPublishingStatus((change) => apply([change]));
    };
    attach();
    const stopSessions = subscribeSessions(attach);
    return () => {
      stopPolling();
      stopPush?.();
      stopSessions();
    };
  }, [editor, queryClient, onSaid]);
}
