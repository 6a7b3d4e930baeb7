import type { NodeStatusView } from '../../editor/index.js';

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

/** Messages that only echo an upstream failure: the badge and tooltip carry them, the strip does not. */
const UPSTREAM_FAILURE = 'Failed to parse due to error on node';

/**
 * The first error (or warning) written under the node, so a failing node reads without hovering.
 * A node failing only because an upstream node failed shows its strip while selected.
 */
export function NodeMessage({ status, selected }: { status: NodeStatusView; selected: boolean }) {
  const own = status.errors.filter((m) => !m.startsWith(UPSTREAM_FAILURE));
  const error = own[0] ?? (selected ? status.errors[0] : undefined);
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
