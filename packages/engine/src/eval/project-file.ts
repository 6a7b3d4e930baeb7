import { z } from 'zod';
import { connectionSchema, graphNodeSchema } from '../events/index.js';
import { GraphState } from '../graph/index.js';
import { connectionId } from '../model/index.js';

/** The spec's Project entity as a file: any other fields, and a graph of nodes and connections. */
const projectFileSchema = z.looseObject({
  graph: z.object({
    nodes: z.array(graphNodeSchema),
    connections: z.array(connectionSchema.extend({ id: z.string().optional() })),
  }),
});

/** A project file that cannot be read; the message names what is wrong. */
export class ProjectFileError extends Error {
  readonly code = 'ProjectFileError';
}

/** Reads a Project JSON text into a GraphState (nodes and wires as they are, no events replayed). */
export function loadProjectGraph(text: string, file = 'project'): GraphState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ProjectFileError(`${file}: invalid JSON: ${(error as Error).message}`);
  }
  const parsed = projectFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ProjectFileError(`${file}: not a project${where}: ${issue.message}`);
  }
  const state = new GraphState();
  for (const node of parsed.data.graph.nodes) {
    if (state.hasNode(node.id)) throw new ProjectFileError(`${file}: duplicate node id ${node.id}`);
    state.setNode(node);
  }
  for (const node of parsed.data.graph.nodes) {
    if (node.parentId && !state.hasNode(node.parentId)) {
      throw new ProjectFileError(`${file}: node ${node.id} has an unknown parent ${node.parentId}`);
    }
  }
  for (const { id, ...connection } of parsed.data.graph.connections) {
    for (const end of [connection.sourceNode, connection.targetNode]) {
      if (!state.hasNode(end))
        throw new ProjectFileError(`${file}: a connection names an unknown node ${end}`);
    }
    state.addConnection({ ...connection, id: id ?? connectionId(connection) });
  }
  return state;
}
