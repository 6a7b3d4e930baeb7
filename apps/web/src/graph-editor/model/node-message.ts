import type { NodeStatusView } from '../../editor/index.js';

/** Messages that only echo an upstream failure: the badge and tooltip carry them, the strip does not. */
const UPSTREAM_FAILURE = 'Failed to parse due to error on node';

/** The message written under a node, and how many others its tooltip holds. */
export interface NodeMessageText {
  text: string;
  tone: 'error' | 'warning';
  more: number;
}

/**
 * The first error (or warning) written under the node, so a failing node reads without hovering.
 * A node failing only because an upstream node failed shows its strip while selected.
 */
export function nodeMessage(status: NodeStatusView, selected: boolean): NodeMessageText | null {
  const own = status.errors.filter((m) => !m.startsWith(UPSTREAM_FAILURE));
  const error = own[0] ?? (selected ? status.errors[0] : undefined);
  const warning = status.warnings[0];
  const text = error ?? warning;
  if (!text) return null;
  return {
    text,
    tone: error ? 'error' : 'warning',
    more: status.errors.length + status.warnings.length - 1,
  };
}
