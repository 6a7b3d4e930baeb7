// Helpers for the projects, sharing, snapshots and teams tests (not shipped: *.testing.ts).
import { connectionId, type GraphNode } from '@nodeloom/engine';
import type { FastifyInstance } from 'fastify';
import { injectAs, type SignedInTestUser } from '../../test/index.js';

/** Calls the API as a user (or signed out when `who` is null, with extra headers if given). */
export async function call(
  app: FastifyInstance,
  who: SignedInTestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const response = await injectAs(app, who, method, url, payload, extraHeaders);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & unknown[] };
}

/** A valid node of the engine's shape. */
export function sampleNode(id: string, overrides: Partial<GraphNode> = {}): GraphNode {
  return {
    id,
    definitionName: 'plus',
    name: id,
    position: { x: 10, y: 20 },
    size: { width: 160, height: 80 },
    color: '#334155',
    comment: '',
    params: {},
    customParams: {},
    flags: {},
    ...overrides,
  };
}

/** A valid connection with its hash id. */
export function sampleConnection(sourceNode: string, targetNode: string, order = 0) {
  const connection = {
    sourceNode,
    targetNode,
    sourceOutputIdentifier: 'result',
    targetInputIdentifier: 'numbers',
    order,
  };
  return { ...connection, id: connectionId(connection) };
}

/** Creates a project as `who` (in a team when teamId is given) and returns its id. */
export async function createProjectAs(
  app: FastifyInstance,
  who: SignedInTestUser,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await call(app, who, 'POST', '/projects', { name: 'Mine', ...body });
  if (response.status !== 201)
    throw new Error(`create project: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.id as string;
}

/** Node ids of a project as its owner reads them. */
export async function nodeIdsOf(app: FastifyInstance, owner: SignedInTestUser, projectId: string) {
  const response = await call(app, owner, 'GET', `/projects/${projectId}`);
  return (response.body.graph as { nodes: { id: string }[] }).nodes.map((n) => n.id);
}
