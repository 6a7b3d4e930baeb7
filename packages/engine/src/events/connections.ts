import { ConnectionError, type ConnectionErrorCode, NodeError, withoutStack } from '../errors/index.js';
import { type Connection, type ConnectionWithId, wireId } from '../model/index.js';
import type { ApplyContext, HandlerTable, Inverse } from './context.js';
import type { EventInput } from './event.js';
import { requireNode } from './node-access.js';
import { findInput, findOutput } from './ports.js';

/** The five fields of a wire (drops the id). */
export function connectionFields(c: Connection): Connection {
  return {
    sourceNode: c.sourceNode,
    targetNode: c.targetNode,
    sourceOutputIdentifier: c.sourceOutputIdentifier,
    targetInputIdentifier: c.targetInputIdentifier,
    order: c.order,
  };
}

export function withId(c: Connection): ConnectionWithId {
  return wire(c.sourceNode, c.targetNode, c, c.order);
}

/** A wire with its id, built in one shape (replay adds one per connectionCreated: no spreads). */
function wire(sourceNode: string, targetNode: string, c: Connection, order: number): ConnectionWithId {
  return {
    id: wireId(sourceNode, c.sourceOutputIdentifier, targetNode, c.targetInputIdentifier, order),
    sourceNode,
    targetNode,
    sourceOutputIdentifier: c.sourceOutputIdentifier,
    targetInputIdentifier: c.targetInputIdentifier,
    order,
  };
}

export const recreate = (c: Connection): EventInput<'connectionCreated'> => ({
  eventType: 'connectionCreated',
  connection: connectionFields(c),
});
export const remove = (id: string): EventInput<'connectionDeleted'> => ({
  eventType: 'connectionDeleted',
  connectionId: id,
});

/** A refused wire; stackless in a lenient apply, where it only becomes a warning (a replayed duplicate). */
function refusal(ctx: ApplyContext, code: ConnectionErrorCode, message: string): ConnectionError {
  return ctx.lenient
    ? withoutStack(() => new ConnectionError(code, message))
    : new ConnectionError(code, message);
}

/**
 * Adds a wire by spec 2 §4: a single-input target's wire is replaced; a duplicate, a missing input
 * or a missing output is refused (the project logs and skips it); an order colliding on a
 * multi-input becomes max+1. Returns the inverse.
 */
export function connect(ctx: ApplyContext, wanted: Connection): Inverse {
  const { state, registry } = ctx;
  const source = requireNode(state, wanted.sourceNode);
  const target = requireNode(state, wanted.targetNode);
  if (!findOutput(state, registry, source, wanted.sourceOutputIdentifier)) {
    throw new ConnectionError(
      'SourceOutputNotFound',
      `Source output not found: ${source.name}.${wanted.sourceOutputIdentifier}`,
    );
  }
  const input = findInput(state, registry, target, wanted.targetInputIdentifier);
  if (!input) {
    throw new ConnectionError(
      'TargetInputNotFound',
      `Target input not found: ${target.name}.${wanted.targetInputIdentifier}`,
    );
  }
  const existing = state.connectionsToInput(target.id, input.identifier);
  // loops, not some/map with closures: replay connects a lot
  let orderTaken = false;
  let maxOrder = Number.NEGATIVE_INFINITY;
  for (const c of existing) {
    if (c.sourceNode === source.id && c.sourceOutputIdentifier === wanted.sourceOutputIdentifier) {
      throw refusal(
        ctx,
        'SameExists',
        `Connection already exists: ${source.name} → ${target.name}.${input.identifier}`,
      );
    }
    if (c.order === wanted.order) orderTaken = true;
    if (c.order > maxOrder) maxOrder = c.order;
  }
  let order = wanted.order;
  const inverse: EventInput[] | null = ctx.skipInverses ? null : [];
  if (!input.isMultiInput) {
    for (const old of existing) {
      state.removeConnection(old.id);
      inverse?.push(recreate(old));
    }
  } else if (orderTaken) {
    order = maxOrder + 1;
  }
  // the nodes' own id strings, not the event's equal copies: maps keyed by node id then find a
  // wire's ends by pointer instead of comparing text (evaluation looks them up per node)
  const created = wire(source.id, target.id, wanted, order);
  state.addConnection(created);
  inverse?.unshift(remove(created.id));
  return inverse;
}

function requireConnection(ctx: ApplyContext, id: string): ConnectionWithId {
  const connection = ctx.state.getConnection(id);
  if (!connection) throw new ConnectionError('NotFound', `Connection not found: ${id}`);
  return connection;
}

/** Removes wires and returns the events that put them back. */
export function disconnectAll(ctx: ApplyContext, wires: Iterable<ConnectionWithId>): EventInput[] {
  const inverse: EventInput[] = [];
  for (const wire of wires) {
    ctx.state.removeConnection(wire.id);
    inverse.push(recreate(wire));
  }
  return inverse;
}

export const connectionHandlers: HandlerTable<
  'connectionCreated' | 'connectionDeleted' | 'multiInputReordered'
> = {
  connectionCreated: (ctx, e) => connect(ctx, e.connection),

  connectionDeleted: (ctx, e) => {
    const connection = requireConnection(ctx, e.connectionId);
    ctx.state.removeConnection(connection.id);
    return ctx.skipInverses ? null : [recreate(connection)];
  },

  multiInputReordered: (ctx, e) => {
    const { state, registry } = ctx;
    const node = requireNode(state, e.nodeId);
    const input = findInput(state, registry, node, e.inputIdentifier);
    if (!input)
      throw new ConnectionError(
        'TargetInputNotFound',
        `Target input not found: ${node.name}.${e.inputIdentifier}`,
      );
    if (!input.isMultiInput) {
      throw new ConnectionError(
        'TargetNotMultipleInput',
        `Target input is not a multi-input: ${node.name}.${e.inputIdentifier}`,
      );
    }
    const current = state.connectionsToInput(node.id, input.identifier);
    const wanted = new Set(e.connectionIds);
    if (wanted.size !== current.length || current.some((c) => !wanted.has(c.id))) {
      throw new NodeError(
        'InvalidOperation',
        `The new order must list every wire of ${node.name}.${e.inputIdentifier}`,
      );
    }
    // the input keeps its order values (sorted), dealt out in the new sequence, so the inverse
    // reorder gives back the very same wires and ids
    const orders = current.map((c) => c.order);
    const byId = new Map(current.map((c) => [c.id, c]));
    const renamed = new Map<string, string>();
    for (const c of current) state.removeConnection(c.id);
    e.connectionIds.forEach((id, i) => {
      const moved = withId({ ...byId.get(id)!, order: orders[i] });
      renamed.set(id, moved.id);
      state.addConnection(moved);
    });
    return [
      {
        eventType: 'multiInputReordered',
        nodeId: e.nodeId,
        inputIdentifier: e.inputIdentifier,
        connectionIds: current.map((c) => renamed.get(c.id)!),
      },
    ];
  },
};
