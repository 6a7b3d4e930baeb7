import { GRAPH_UPDATE_MAX_ITEMS, type Project, routes, type UnorderedUpdateDto } from '@nodeloom/api';
import type { Graph } from '@nodeloom/engine';
import { api } from '../services/api.js';
import { createProject, deleteProject } from '../services/projects.js';
import { ProjectImportError, type ReadProject } from './read-project-file.js';

const NAME_MAX = 200;

/**
 * Makes a new project of the user's holding `graph`: created, then the whole graph saved in one
 * call. If the save is refused the new project is deleted again, so a refused graph changes
 * nothing. `source` names where the graph came from in the errors (a file's name, 'the playground').
 */
export async function createProjectWithGraph(name: string, graph: Graph, source: string): Promise<Project> {
  const updates: UnorderedUpdateDto[] = [
    ...graph.nodes.map((node) => ({ type: 'saveNode' as const, node })),
    ...graph.connections.map((connection) => ({ type: 'saveConnection' as const, connection })),
  ];
  if (updates.length > GRAPH_UPDATE_MAX_ITEMS) {
    throw new ProjectImportError(
      `${source}: too big to save as a project (${updates.length} nodes and wires; at most ${GRAPH_UPDATE_MAX_ITEMS})`,
    );
  }
  const created = await createProject({ name: name.slice(0, NAME_MAX) });
  try {
    await api.call(
      routes.projects.updateGraph,
      { params: { id: created.id }, body: { unorderedUpdates: updates } },
      { silent: true },
    );
  } catch (error) {
    await deleteProject(created.id).catch(() => undefined);
    throw new ProjectImportError(`${source}: the server refused the graph: ${(error as Error).message}`);
  }
  return created;
}

/** A read project file as a new project of the user's (see createProjectWithGraph). */
export function importProject(fileName: string, read: ReadProject): Promise<Project> {
  return createProjectWithGraph(read.name, read.graph, fileName);
}
