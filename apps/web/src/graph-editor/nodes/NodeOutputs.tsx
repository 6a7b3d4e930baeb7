import { useValue } from '../../editor-react/index.js';
import { formatValue } from '../model/format-value.js';

/** The outputs strip under a selected node: each output's current value, shortened. */
export function NodeOutputs({ id, identifiers }: { id: string; identifiers: readonly string[] }) {
  const outputs = useValue((e) => e.evaluation.outputs(id));
  if (identifiers.length === 0) return null;
  return (
    // a labelled group around the list: a <dl> has no role that may carry a name
    <div className="gc-node-outputs" role="group" aria-label="Outputs">
      <dl>
        {identifiers.map((key) => (
          <div key={key} className="gc-node-output">
            <dt>{key}</dt>
            <dd>{outputs ? formatValue(outputs[key], 48) : '…'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
