import { useValue } from '../../editor-react/index.js';
import { formatValue } from '../model/format-value.js';

/**
 * The value a hovered wire carries, centred on (x, y) in the wire's own coordinates (the label
 * point); renderer-free, so the xyflow canvas and the GPU canvas show the same tip.
 */
export function WireValue({
  source,
  output,
  x,
  y,
}: {
  source: string;
  output: string;
  x: number;
  y: number;
}) {
  const outputs = useValue((e) => e.evaluation.outputs(source));
  return (
    <div
      className="gc-wire-value"
      role="tooltip"
      style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
    >
      {outputs ? formatValue(outputs[output], 60) : 'not evaluated'}
    </div>
  );
}
