import { useValue } from '../editor-react/index.js';
import { formatExpressionValue } from './format-expression-value.js';

/**
 * The evaluated value of a param's expression, live from the editor layer's evaluation (it
 * follows every change the value depends on), or why the expression fell back to its default.
 */
export function ExpressionValue({ nodeId, param, id }: { nodeId: string; param: string; id?: string }) {
  const entry = useValue((e) => e.params.entry(nodeId, param));
  if (!entry) return null;
  if (entry.warning)
    return (
      <p className="ex-value ex-value-warning" id={id} role="status">
        {entry.warning}
      </p>
    );
  if (entry.error)
    return (
      <p className="ex-value ex-value-error" id={id} role="status">
        {entry.error}
      </p>
    );
  return (
    <p className="ex-value" id={id} role="status" aria-label="Evaluated value">
      <span aria-hidden="true">→ </span>
      {formatExpressionValue(entry.value)}
    </p>
  );
}
