import type { GraphEvent } from '@nodeloom/engine';
import type { Unconfirmed } from './unconfirmed.js';

/** Edits of one thing that a later one of the same key overwrites (a gesture sends the last). */
function coalesceKey(event: GraphEvent): string | undefined {
  switch (event.eventType) {
    case 'nodePositionChanged':
      return `position:${event.nodeId}`;
    case 'nodeResized':
      return `size:${event.nodeId}`;
    case 'paramValueChanged':
      return `param:${event.nodeId}:${event.paramName}`;
    case 'customParamValueChanged':
      return `custom:${event.nodeId}:${event.customParamId}`;
    default:
      return undefined;
  }
}

/** The net of two edits of one key: the later one (a position may set x or y alone: both are kept). */
function netEvent(earlier: GraphEvent, later: GraphEvent): GraphEvent {
  if (earlier.eventType === 'nodePositionChanged' && later.eventType === 'nodePositionChanged')
    return { ...later, position: { ...earlier.position, ...later.position } };
  return later;
}

/**
 * A gesture ended: of its held edits, each node's position, size and param value is kept once, at
 * its last value, in the place of the first one (whose inverse is the value before the gesture).
 */
export function releaseHeld(entries: readonly Unconfirmed[]): Unconfirmed[] {
  const firstOfKey = new Map<string, Unconfirmed>();
  return entries.filter((u) => {
    if (!u.held) return true;
    delete u.held;
    const key = coalesceKey(u.event);
    const first = key === undefined ? undefined : firstOfKey.get(key);
    if (!first) {
      if (key !== undefined) firstOfKey.set(key, u);
      return true;
    }
    first.event = netEvent(first.event, u.event);
    return false;
  });
}
