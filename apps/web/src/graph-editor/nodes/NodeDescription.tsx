import { useValue } from '../../editor-react/index.js';
import { describeNode, nodeDescriptionId } from '../a11y/describe-node.js';

/**
 * A node's accessible description (level, wires, value or error), out of sight: the node's element
 * points at it with aria-describedby, so a screen reader reads it after the node's name.
 */
export function NodeDescription({ id }: { id: string }) {
  const text = useValue((e) => describeNode(e, id));
  return (
    <span id={nodeDescriptionId(id)} hidden>
      {text}
    </span>
  );
}
