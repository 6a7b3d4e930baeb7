import { GRAPH_UPDATE_MAX_ITEMS, type Project, routes, type UnorderedUpdateDto } from '@nodeloom/api';
import { api } from '../services/api.js';
import { createProject, deleteProject } from '../services/projects.js';
import { ProjectImportError, type ReadProject } from './read-project-file.js';

const NAME_MAX = 200;

/**
 * Makes a new project of the user's from a read file: created, then its whole graph saved in one
 * call. If the save is refused the new project is deleted again, so a bad file changes nothing.
 */
export async function importProject(fileName: string, read: ReadProject): Promise<Project> {
  const updates: UnorderedUpdateDto[] = [
    ...read.graph.nodes.map((node) => ({ type: 'saveNode' as const, node })),
    ...read.graph.connections.map((connection) => ({ type: 'saveConnection' as const, connection })),
  ];
  if (updates.length > GRAPH_UPDATE_MAX_ITEMS) {
    throw new ProjectImportError(
      `${fileName}: too big to import (${updates.length} nodes and wires; at most ${GRAPH_UPDATE_MAX_ITEMS})`,
    );
  }
  const created = await createProject({ name: read.name.slice(0, NAME_MAX) });
  try {
    await api.call(
      routes.projects.updateGraph,
      { params: { id: created.id }, body: { unorderedUpdates: updates } },
      { silent: true },
    );
  } catch (error) {
    await deleteProject(created.id).catch(() => undefined);
    throw new ProjectImportError(`${fileName}: the server refused the graph: ${(error as Error).message}`);
  }
  return created;
}
