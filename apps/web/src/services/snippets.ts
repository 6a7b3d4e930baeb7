// Snippet calls of spec 1 §7 (GET, POST /snippets; PATCH, DELETE /snippets/{id}; PATCH /snippets/{id}/graph).
import {
  HttpError,
  type LibraryGraph,
  PROJECT_START_CONTEXTS,
  type Project,
  type ProjectStartContext,
  routes,
  type Snippet,
} from '@nodeloom/api';
import {
  connectionId,
  type Graph,
  type GraphNode,
  graphToBootstrapEvents,
  ROOT_CONTEXT_IDS,
  type SaveTransport,
} from '@nodeloom/engine';
import { queryOptions } from '@tanstack/react-query';
import { parseSnippet, serializeSnippet } from '../editor/index.js';
import { api } from './api.js';

export type { LibraryGraph, Snippet };

export const snippetKeys = { list: ['snippets'] as const };

/** The user's snippets, by name. */
export const snippetsQuery = () =>
  queryOptions({
    queryKey: snippetKeys.list,
    queryFn: ({ signal }) =>
      api
        .call(routes.snippets.list, {}, { signal })
        .then((list) => [...list].sort((a, b) => a.name.localeCompare(b.name))),
  });

export function createSnippet(name: string, graph: LibraryGraph): Promise<Snippet> {
  return api.call(routes.snippets.create, { body: { name, graph } });
}

export function renameSnippet(id: string, name: string): Promise<Snippet> {
  return api.call(routes.snippets.update, { params: { id }, body: { name } });
}

export function saveSnippetGraph(id: string, graph: LibraryGraph): Promise<Snippet> {
  return api.call(routes.snippets.updateGraph, { params: { id }, body: { graph } });
}

export function deleteSnippet(id: string): Promise<void> {
  return api.call(routes.snippets.delete, { params: { id } }).then(() => undefined);
}

/**
 * Copied snippet text (the editor's clipboard format) as the graph the server stores: the nodes,
 * and the wires with their ids.
 */
export function snippetTextToGraph(text: string): LibraryGraph {
  const events = parseSnippet(text);
  return {
    nodes: events.flatMap((e) => (e.eventType === 'nodeBootstrapped' ? [e.node] : [])),
    connections: events.flatMap((e) =>
      e.eventType === 'connectionCreated' ? [{ ...e.connection, id: connectionId(e.connection) }] : [],
    ),
  };
}

/** A stored snippet graph as clipboard text, which the editor pastes (fresh ids, one undo step). */
export function snippetGraphToText(graph: LibraryGraph): string {
  return serializeSnippet(graphToBootstrapEvents(graph as unknown as Graph));
}

/** Width and height of the nodes of a snippet that are not inside another of its nodes. */
export function snippetExtent(graph: LibraryGraph): { width: number; height: number } {
  const nodes = graph.nodes as unknown as GraphNode[];
  const ids = new Set(nodes.map((n) => n.id));
  const tops = nodes.filter((n) => n.parentId === undefined || !ids.has(n.parentId));
  if (tops.length === 0) return { width: 0, height: 0 };
  const left = Math.min(...tops.map((n) => n.position.x));
  const top = Math.min(...tops.map((n) => n.position.y));
  return {
    width: Math.max(...tops.map((n) => n.position.x + (n.size?.width ?? 0))) - left,
    height: Math.max(...tops.map((n) => n.position.y + (n.size?.height ?? 0))) - top,
  };
}

/** The root context (hex, tex, fex) the snippet's outer nodes were copied from: where it opens. */
function snippetContext(graph: LibraryGraph): ProjectStartContext {
  const parents = new Set((graph.nodes as unknown as GraphNode[]).map((n) => n.parentId));
  return PROJECT_START_CONTEXTS.find((context) => parents.has(context)) ?? 'hex';
}

/**
 * GET /snippets and the one asked for, shaped as a project the workspace opens (/project?snip=id:
 * its graph as the Root level, editable by its owner; there is no GET /snippets/{id}).
 */
export async function fetchSnippetAsProject(id: string): Promise<Project> {
  const snippet = (await api.call(routes.snippets.list, {})).find((s) => s.id === id);
  if (!snippet) throw new HttpError(404, 'GET', '/snippets', `Snippet ${id} not found`);
  return {
    id: snippet.id,
    name: snippet.name,
    category: 'snippet',
    createdAt: snippet.createdAt,
    modifiedAt: snippet.updatedAt,
    archivedAt: null,
    favourite: false,
    official: false,
    createdByUserId: null,
    workspace: { type: 'user', userId: null, teamId: null, organisationId: null },
    metadata: { context: snippetContext(snippet.graph) },
    readonly: false,
    graph: snippet.graph as unknown as Project['graph'],
  };
}

/**
 * A workspace graph as a snippet keeps it: without the root context nodes (hex, tex, fex) the
 * engine adds to every graph it opens, which an insert would otherwise paste as nodes.
 */
export function workspaceGraphAsSnippet(graph: Graph): LibraryGraph {
  return {
    nodes: graph.nodes.filter((node) => !ROOT_CONTEXT_IDS.has(node.id)),
    connections: graph.connections,
  } as unknown as LibraryGraph;
}

/**
 * The save transport of an opened snippet: the server keeps a snippet's graph whole, so each save
 * sends the graph as it is now (PATCH /snippets/{id}/graph) rather than the batch of updates.
 */
export function snippetSaveTransport(id: string, currentGraph: () => Graph): SaveTransport {
  return async () => {
    await api.call(
      routes.snippets.updateGraph,
      { params: { id }, body: { graph: workspaceGraphAsSnippet(currentGraph()) } },
      { silent: true },
    );
  };
}
