import { openDialog } from '../../state/dialogs.js';
import type { NodePickerArgs } from './args.js';
import './node-picker.css';

/** 'Pick node…' next to a node-path field: the node picker writes the picked node's path to it. */
export function PickNodeButton({ nodeId, paramId, disabled }: NodePickerArgs & { disabled: boolean }) {
  const args: NodePickerArgs = { nodeId, paramId };
  return (
    <button
      type="button"
      className="button button-small node-picker-open"
      title="Choose the node from a tree of the project's levels"
      disabled={disabled}
      onClick={() => openDialog('nodePicker', args)}
    >
      Pick node…
    </button>
  );
}
