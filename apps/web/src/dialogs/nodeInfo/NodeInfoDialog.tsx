import { pathOf } from '@nodeloom/engine';
import { useValue } from '../../editor-react/index.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { type NodeTarget, targetNodeId } from '../node-target.js';

const STATUS_LABELS = {
  untouched: 'Not evaluated yet',
  clean: 'Clean',
  dirty: 'Dirty',
  error: 'Error',
} as const;

/** Node info: id, path, definition, evaluation status with its messages and timing, live. */
export default function NodeInfoDialog({ ctx, args }: DialogProps) {
  const id = useValue((e) => targetNodeId(e, args as NodeTarget | undefined));
  const node = useValue((e) => (id === undefined ? undefined : e.nodes.get(id)));
  const status = useValue((e) => (id === undefined ? undefined : e.evaluation.status(id)));
  const timing = useValue((e) => (id === undefined ? undefined : e.evaluation.timing(id)));
  if (!node || !status) return <p className="muted">Select a node to see its info.</p>;
  const path = pathOf(ctx.editor.graph, node.id);
  return (
    <dl className="about-facts" aria-label="Node info">
      <dt>Name</dt>
      <dd>{node.name}</dd>
      <dt>Id</dt>
      <dd>
        <code data-testid="node-info-id">{node.id}</code>
      </dd>
      <dt>Path</dt>
      <dd>
        <code>{path}</code>
      </dd>
      <dt>Definition</dt>
      <dd>{node.definitionName}</dd>
      <dt>Status</dt>
      <dd data-status={status.status}>{STATUS_LABELS[status.status]}</dd>
      {status.errors.map((error) => (
        <dd key={error} className="node-info-error" role="alert">
          {error}
        </dd>
      ))}
      {status.warnings.length > 0 ? (
        <>
          <dt>Warnings</dt>
          {status.warnings.map((warning) => (
            <dd key={warning}>{warning}</dd>
          ))}
        </>
      ) : null}
      <dt>Last evaluation</dt>
      <dd>
        {timing
          ? `${timing.durationMs.toFixed(2)} ms, at ${new Date(timing.at).toLocaleTimeString()}`
          : 'Not evaluated in this session'}
      </dd>
    </dl>
  );
}
