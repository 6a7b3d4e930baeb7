// Real records for the contract test to name in valid requests, created through the operations
// the document describes (their valid requests), in an order where each can name the ones before.
import type { Answer } from './answers.testing.js';
import type { Operation } from './operations.testing.js';
import { type ContractRequest, type RequestContext, validRequest } from './requests.testing.js';

/** operationId → the fixture kind its answer creates, and where the new id is in the answer. */
const CREATIONS: [string, string, (body: Record<string, unknown>) => unknown][] = [
  ['projects.create', 'projects', (b) => b.id],
  ['teams.create', 'teams', (b) => b.id],
  ['snapshots.create', 'projectSnapshots', (b) => b.id],
  ['udns.createVersionGroup', 'versionGroups', (b) => b.id],
  ['udns.create', 'udns', (b) => (b.definition as { udnId?: string } | undefined)?.udnId],
  ['snippets.create', 'snippets', (b) => b.id],
  ['nodePresets.create', 'nodePresets', (b) => b.id],
  ['assets.create', 'assets', (b) => (b.assets as { id: string }[] | undefined)?.[0]?.id],
  ['forms.create', 'forms', (b) => b.id],
  ['forms.createReply', 'replies', (b) => b.id],
  ['sharing.createAccessToken', 'accessTokens', (b) => b.id],
  ['publishing.deploy', 'deployments', (b) => b.deploymentId],
];

export type Send = (operation: Operation, request: ContractRequest) => Promise<Answer>;

/** Creates one record per kind; returns the operations whose valid request created nothing. */
export async function createFixtures(
  operations: Operation[],
  context: RequestContext,
  send: Send,
): Promise<string[]> {
  const failed: string[] = [];
  for (const [operationId, kind, idOf] of CREATIONS) {
    const operation = operations.find((o) => o.id === operationId);
    if (!operation) throw new Error(`The document has no ${operationId}`);
    const answer = await send(operation, validRequest(operation, context));
    const id = answer.statusCode < 300 ? idOf(JSON.parse(answer.body) as Record<string, unknown>) : undefined;
    if (typeof id !== 'string') {
      failed.push(`${operationId}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      continue;
    }
    context.fixtures.set(kind, id);
    // The secret of a shared project: the credential of the projectAccessToken scheme.
    if (kind === 'accessTokens') context.credentials.set('projectAccessToken', JSON.parse(answer.body).token);
  }
  return failed;
}

/** Archives the fixture project, sends every read its valid request, then restores the project. */
export async function readWhileArchived(operations: Operation[], context: RequestContext, send: Send) {
  const update = operations.find((o) => o.id === 'projects.updateMetadata');
  if (!update) throw new Error('The document has no projects.updateMetadata');
  const setArchived = (archived: boolean) =>
    send(update, {
      ...validRequest(update, context),
      label: `archived ${archived}`,
      payload: JSON.stringify({ archived }),
    });
  await setArchived(true);
  for (const read of operations.filter((o) => o.method === 'GET')) {
    await send(read, { ...validRequest(read, context), label: 'valid, the project archived' });
  }
  await setArchived(false);
}
