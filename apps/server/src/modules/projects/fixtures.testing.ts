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

/** The engine's id of a sample node named `name` (ids start with node_). */
export const sampleNodeId = (name: string) => `node_${name}`;

/** A valid node of the engine's shape, named `name`, with id node_<name>, at Root. */
export function sampleNode(name: string, overrides: Partial<GraphNode> = {}): GraphNode {
  return {
    id: sampleNodeId(name),
    definitionName: 'plus',
    name,
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

/** A valid connection between two sample nodes (by name) with its hash id. */
export function sampleConnection(source: string, target: string, order = 0) {
  const connection = {
    sourceNode: sampleNodeId(source),
    targetNode: sampleNodeId(target),
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

/** Node names of a project as its owner reads them, sorted (roots are named after their ids). */
export async function nodeNamesOf(app: FastifyInstance, owner: SignedInTestUser, projectId: string) {
  const response = await call(app, owner, 'GET', `/projects/${projectId}`);
  return (response.body.graph as { nodes: { name: string }[] }).nodes.map((n) => n.name).sort();
}
