import { connectionOf } from './graph-node.js';

/** A connectionCreated event wiring `source.output` into `target.input`. */
export function connectEvent(...fields: Parameters<typeof connectionOf>) {
  return { eventType: 'connectionCreated' as const, connection: connectionOf(...fields) };
}
