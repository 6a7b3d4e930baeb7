import type { NodeStatusView } from '../../editor/index.js';
import { nodeMessage } from '../model/node-message.js';

/** The evaluation state of a node as a dot, plus a badge per kind of message with every message in its tooltip. */
export function NodeStatusBadges({ status }: { status: NodeStatusView }) {
  return (
    <span className="gc-node-status">
      {status.warnings.length > 0 ? (
        <span
          className="gc-badge gc-badge--warning"
          role="img"
          aria-label="Warnings"
          title={status.warnings.join('\n')}
        >
          {status.warnings.length}
        </span>
      ) : null}
      {status.errors.length > 0 ? (
        <span
          className="gc-badge gc-badge--error"
          role="img"
          aria-label="Errors"
          title={status.errors.join('\n')}
        >
          !
        </span>
      ) : null}
      <span className={`gc-status-dot gc-status-dot--${status.status}`} title={STATUS_LABEL[status.status]} />
    </span>
  );
}

const STATUS_LABEL: Record<NodeStatusView['status'], string> = {
  untouched: 'Not evaluated yet',
  clean: 'Up to date',
  dirty: 'Needs evaluation',
  error: 'Failed',
};

/** The first error (or warning) written under the node (model/node-message.ts says which). */
export function NodeMessage({ status, selected }: { status: NodeStatusView; selected: boolean }) {
  const message = nodeMessage(status, selected);
  if (!message) return null;
  return (
    <div
      className={`gc-node-message gc-node-message--${message.tone}`}
      title={[...status.errors, ...status.warnings].join('\n')}
    >
      {message.text}
      {message.more > 0 ? <span className="gc-muted"> (+{message.more} more)</span> : null}
    </div>
  );
}
