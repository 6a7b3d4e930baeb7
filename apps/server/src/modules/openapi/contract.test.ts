import { API_BASE_PATH, type OpenApiDocument } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { createTestApp, signInTestUser, TEST_DEBUG_KEY } from '../../test/index.js';
import { type Answer, answerChecker } from './contract/answers.testing.js';
import { createFixtures, readWhileArchived, type Send } from './contract/fixtures.testing.js';
import { type Operation, operationsOf } from './contract/operations.testing.js';
import { invalidRequests, type RequestContext, validRequest } from './contract/requests.testing.js';

/** Deletions run after the rest, then the account's deletion request, and signing out last. */
const LAST = ['accounts.requestDeletion', 'accounts.cancelDeletion', 'auth.logout'];
const rank = (o: Operation) => (LAST.includes(o.id) ? 2 + LAST.indexOf(o.id) : o.method === 'DELETE' ? 1 : 0);

it('answers every operation, valid and broken requests alike, as its OpenAPI document declares', async () => {
  const { app, close } = await createTestApp({
    env: { PUBLISHING_WEBHOOK_SECRET: 'contract-webhook-secret' },
  });
  try {
    const fetched = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    const document = fetched.json() as OpenApiDocument;
    // Deletions in reverse document order: a snapshot or a member before its project or team.
    const operations = operationsOf(document)
      .map((operation, index) => ({ operation, index }))
      .sort(
        (a, b) => rank(a.operation) - rank(b.operation) || (rank(a.operation) === 1 ? b.index - a.index : 0),
      )
      .map(({ operation }) => operation);
    const check = answerChecker(document);
    const owner = await signInTestUser(app);
    const context: RequestContext = {
      document,
      fixtures: new Map([['users', owner.user.id]]),
      credentials: new Map([
        ['sessionCookie', owner.cookie.slice(owner.cookie.indexOf('=') + 1)],
        ['debugKey', TEST_DEBUG_KEY],
      ]),
    };

    const breaches: string[] = [];
    let requests = 0;
    let validSucceeded = 0;
    // Valid as far as the document can tell (a signature, an upload, an admin are not in it).
    const validRefused: string[] = [];
    const send: Send = async (operation, request) => {
      requests += 1;
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const answer: Answer = {
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      };
      const breach = check(operation, answer);
      if (breach)
        breaches.push(
          `${operation.id} (${request.method} ${request.url.slice(0, 120)}) ${request.label}: ${breach}`,
        );
      return answer;
    };

    const notCreated = await createFixtures(operations, context, send);
    let archivedRead = false;
    for (const operation of operations) {
      // Reads of an archived project answer otherwise (409): once, before anything is deleted.
      if (!archivedRead && rank(operation) > 0) {
        await readWhileArchived(operations, context, send);
        archivedRead = true;
      }
      const valid = await send(operation, validRequest(operation, context));
      if (valid.statusCode < 400) validSucceeded += 1;
      else validRefused.push(`${operation.id} ${valid.statusCode}`);
      for (const request of invalidRequests(operation, context)) await send(operation, request);
    }

    console.info(
      `OpenAPI contract: ${operations.length} operations, ${requests} requests, ${breaches.length} failures; ` +
        `${validSucceeded} valid requests succeeded, refused: ${validRefused.join(', ')}; ` +
        `fixtures not created: ${notCreated.length ? notCreated.join(' | ') : 'none'}`,
    );
    expect(breaches.slice(0, 40)).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  } finally {
    await close();
  }
}, 120_000);
