import type { SaveStatus } from '@nodeloom/engine';
import { useValue } from '../../editor-react/index.js';

/** What the saving state means to the user (offline: edits wait in this browser for the socket). */
export function saveStatusText(status: SaveStatus, pending: number, offline = false): string {
  const changes = `${pending} ${pending === 1 ? 'change' : 'changes'}`;
  if (offline) return `Offline: ${changes} waiting, sent when you are back online`;
  switch (status) {
    case 'Idle':
      return 'All changes saved';
    case 'Saving':
      return `Saving ${changes}…`;
    case 'RetryingSaving':
      return `Saving failed, retrying ${changes}…`;
    case 'ErrorSaving':
      return `Not saved: ${changes} kept, saved with your next edit`;
    case 'Disabled':
      return 'Read-only: nothing is saved';
  }
}

/** §2 status bar (shown by default): saving state, current level, node count and zoom. */
export function StatusBar() {
  const save = useValue((e) => e.persistence.status());
  const path = useValue((e) => e.view.levelPath());
  const nodeCount = useValue((e) => e.view.levelNodeIds().length);
  const zoom = useValue((e) => e.view.viewport().zoom);
  return (
    <footer className="workspace-status-bar" aria-label="Status bar">
      <span className="status-save" data-save-status={save.status} role="status">
        <span className={`status-dot status-dot-${save.status}`} aria-hidden="true" />
        {saveStatusText(save.status, save.pending, save.offline)}
      </span>
      <span className="status-spacer" />
      <span title="Current level">{path.map((c) => c.name).join(' / ')}</span>
      <span>
        {nodeCount} {nodeCount === 1 ? 'node' : 'nodes'}
      </span>
      <span title="Zoom">{Math.round(zoom * 100)}%</span>
    </footer>
  );
}
