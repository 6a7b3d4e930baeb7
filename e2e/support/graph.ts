// Nodes and wires as `POST /projects/{id}/graph` saves them, for specs that build a graph through the API.
import { connectionId } from '@nodeloom/engine';

/** A node of the default size and colour, on `parentId`'s level (the hex context unless told). */
export function savedNode(
  id: string,
  definitionName: string,
  name: string,
  {
    x = 0,
    y = 0,
    parentId = 'hex',
    params = {},
  }: { x?: number; y?: number; parentId?: string; params?: object } = {},
) {
  return {
    id,
    definitionName,
    name,
    parentId,
    position: { x, y },
    size: { width: 160, height: 50 },
    color: '#808080',
    comment: '',
    params,
    customParams: {},
    flags: {},
  };
}

/** A wire with its id (the hash of its five fields). */
export function savedWire(
  sourceNode: string,
  sourceOutputIdentifier: string,
  targetNode: string,
  targetInputIdentifier: string,
  order = 0,
) {
  const connection = { sourceNode, sourceOutputIdentifier, targetNode, targetInputIdentifier, order };
  return { ...connection, id: connectionId(connection) };
}
