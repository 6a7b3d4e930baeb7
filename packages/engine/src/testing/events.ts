/** A connectionCreated event wiring `source.output` into `target.input`. */
export function connectEvent(
  sourceNode: string,
  sourceOutputIdentifier: string,
  targetNode: string,
  targetInputIdentifier: string,
  order = 0,
) {
  return {
    eventType: 'connectionCreated' as const,
    connection: { sourceNode, sourceOutputIdentifier, targetNode, targetInputIdentifier, order },
  };
}
