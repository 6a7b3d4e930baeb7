import type { EventOf } from '../events/index.js';
import type { GraphState } from '../graph/index.js';
import {
  automaticNodeName,
  DEFAULT_NODE_SIZE,
  GHOST_COLOR,
  GHOST_NAME_PREFIX,
  type GraphNode,
  type RandomSource,
} from '../model/index.js';

/**
 * JSON.stringify's replacer for keys in sorted order (safe-stable-stringify weighs 2.4 KiB gzip of
 * the first canvas's script for this one use; an event is plain JSON data, never circular).
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const fields = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields)
      .sort()
      .map((key) => [key, fields[key]]),
  );
}

/**
 * The ghost a failed creation leaves (spec 2 §8 Behaviour on error): name prefixed ghost_, the ghost
 * colour, the failed event as JSON in its comment. It sits under the wanted parent when that
 * parent exists, else at Root. The JSON's keys are sorted: the writer's copy of an event and the log's
 * hold the same fields in another order, and every replica must hold the same ghost.
 */
export function ghostNode(
  state: GraphState,
  event: EventOf<'nodeCreated'> | EventOf<'nodeBootstrapped'>,
  random: RandomSource,
): GraphNode {
  const wanted =
    event.eventType === 'nodeCreated'
      ? {
          id: event.nodeId,
          definitionName: event.definitionName,
          name: event.name,
          parentId: event.parentId,
          position: event.position,
        }
      : event.node;
  const parentId =
    wanted.parentId !== undefined && state.hasNode(wanted.parentId) ? wanted.parentId : undefined;
  const node: GraphNode = {
    id: wanted.id,
    definitionName: wanted.definitionName,
    name: automaticNodeName(
      GHOST_NAME_PREFIX + (wanted.name ?? wanted.definitionName),
      state.namesOnLevel(parentId),
      random,
    ),
    position: wanted.position ?? { x: 0, y: 0 },
    size: { ...DEFAULT_NODE_SIZE },
    color: GHOST_COLOR,
    comment: JSON.stringify(event, sortedKeys),
    params: {},
    customParams: {},
    flags: {},
    isGhost: true,
  };
  if (parentId !== undefined) node.parentId = parentId;
  return node;
}
