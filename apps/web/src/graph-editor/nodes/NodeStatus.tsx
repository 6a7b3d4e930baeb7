import type { NodeStatusView } from '../../editor/editor-api.js';

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

/** The first error (or warning) written under the node, so a failing node reads without hovering. */
export function NodeMessage({ status }: { status: NodeStatusView }) {
  const error = status.errors[0];
  const warning = status.warnings[0];
  if (!error && !warning) return null;
  const more = status.errors.length + status.warnings.length - 1;
  return (
    <div
      className={`gc-node-message ${error ? 'gc-node-message--error' : 'gc-node-message--warning'}`}
      title={[...status.errors, ...status.warnings].join('\n')}
    >
      {error ?? warning}
      {more > 0 ? <span className="gc-muted"> (+{more} more)</span> : null}
    </div>
  );
}
