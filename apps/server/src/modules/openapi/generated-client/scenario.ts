// A client of the REST API written against nothing but the types openapi-typescript generates
// from the OpenAPI document (nodeloom-api.d.ts, made by generated-client.test.ts, not committed):
// sign in, create a project, save a graph, read it back, snapshot it, share it.
import createClient from 'openapi-fetch';
import type { paths } from './nodeloom-api.js';

let sequence = 0;
/** Every state-changing call carries an x-request-id (the RequestId parameter). */
const requestId = () => `client-${Date.now()}-${++sequence}`;

export interface ScenarioResult {
  projectId: string;
  nodeNames: string[];
  snapshotName: string;
  sharedProjectId: string;
}

/** Runs the scenario against a server at `origin` (e.g. http://127.0.0.1:4000). */
export async function runScenario(origin: string, debugKey: string): Promise<ScenarioResult> {
  const baseUrl = `${origin}/api/nest`;
  const signIn = await createClient<paths>({ baseUrl }).POST('/auth/login/test-account', {
    params: { header: { 'x-request-id': requestId() } },
    headers: { 'x-debug-key': debugKey },
    body: { username: 'generated-client', password: 'generated-client-password' },
  });
  if (!signIn.data) throw new Error(`sign-in failed: ${JSON.stringify(signIn.error)}`);
  // The session is the nodeloom_session cookie (securitySchemes.sessionCookie).
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const api = createClient<paths>({ baseUrl, headers: { cookie } });

  const created = await api.POST('/projects', {
    params: { header: { 'x-request-id': requestId() } },
    body: { name: 'Generated client' },
  });
  if (!created.data) throw new Error(`create failed: ${JSON.stringify(created.error)}`);
  const projectId = created.data.id;

  const saved = await api.POST('/projects/{id}/graph', {
    params: { path: { id: projectId }, header: { 'x-request-id': requestId() } },
    body: {
      unorderedUpdates: [
        {
          type: 'saveNode',
          node: {
            id: 'node_client1',
            definitionName: 'plus',
            name: 'Sum from the client',
            position: { x: 40, y: 80 },
            size: { width: 160, height: 80 },
            color: '#334155',
            comment: '',
            params: {},
            customParams: {},
            flags: {},
          },
        },
      ],
    },
  });
  if (!saved.data) throw new Error(`graph save failed: ${JSON.stringify(saved.error)}`);

  const read = await api.GET('/projects/{id}', { params: { path: { id: projectId } } });
  if (!read.data) throw new Error(`read failed: ${JSON.stringify(read.error)}`);
  const nodeNames = read.data.graph.nodes.map((node) => node.name);

  const snapshot = await api.POST('/projectSnapshots', {
    params: { query: { projectId }, header: { 'x-request-id': requestId() } },
    body: { name: 'Before sharing' },
  });
  if (!snapshot.data) throw new Error(`snapshot failed: ${JSON.stringify(snapshot.error)}`);

  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const token = await api.POST('/projects/{projectId}/accessTokens', {
    params: { path: { projectId }, header: { 'x-request-id': requestId() } },
    body: { expiredAt: tomorrow },
  });
  if (!token.data) throw new Error(`share failed: ${JSON.stringify(token.error)}`);
  // Whoever holds the token reads the project without a session.
  const shared = await createClient<paths>({ baseUrl }).GET('/projects/byAccessToken', {
    headers: { 'x-project-access-token': token.data.token },
  });
  if (!shared.data) throw new Error(`shared read failed: ${JSON.stringify(shared.error)}`);

  return { projectId, nodeNames, snapshotName: snapshot.data.name, sharedProjectId: shared.data.id };
}
