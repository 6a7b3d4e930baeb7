import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { PublishingStatusEventRow } from '../../db/schema/index.js';
import {
  describeEachDatabase,
  type SignedInTestUser,
  signInTestUser,
  type TestApp,
} from '../../test/index.js';
import { call } from '../projects/fixtures.testing.js';
import { publishingStatusEmitter } from './status-events.js';
import { signWebhook } from './webhook-signature.js';

const SECRET = 'whsec_dGVzdC1wdWJsaXNoaW5nLXdlYmhvb2stc2VjcmV0';

describeEachDatabase('publishing status webhook', (suite) => {
  let testApp: TestApp;
  let owner: SignedInTestUser;
  const domainName = `certs-${suite.kind}.example.net`;

  beforeAll(async () => {
    testApp = await suite.createTestApp({ env: { PUBLISHING_WEBHOOK_SECRET: SECRET } });
    owner = await signInTestUser(testApp.app);
    await call(testApp.app, owner, 'POST', '/publishing/domains/custom', { domainName });
  });

  /** A delivery as the provider sends it; `sign` lets a test spoil one part. */
  const deliver = (
    payload: unknown,
    {
      id = randomUUID(),
      at = Math.floor(Date.now() / 1000),
      body = JSON.stringify(payload),
      secret = SECRET,
    } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/nest/publishing/sns-subscriptions',
      headers: {
        'content-type': 'application/json',
        origin: 'https://provider.example',
        'webhook-id': id,
        'webhook-timestamp': String(at),
        'webhook-signature': signWebhook(secret, id, at, JSON.stringify(payload)),
      },
      payload: body,
    });

  it('applies a signed certificate status, records it for the owner and announces it', async () => {
    const announced: PublishingStatusEventRow[] = [];
    const listener = (row: PublishingStatusEventRow) => announced.push(row);
    publishingStatusEmitter.on('change', listener);
    const response = await deliver({ kind: 'certificate', domainName, status: 'issued' });
    publishingStatusEmitter.off('change', listener);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, applied: true });
    const list = await call(testApp.app, owner, 'GET', '/publishing/domains/custom');
    expect(list.body.customDomains).toContainEqual(
      expect.objectContaining({ domainName, certificateStatus: 'issued' }),
    );
    const events = await call(testApp.app, owner, 'GET', '/publishing/domains/statusEvents?after=0');
    expect(events.body.events).toContainEqual(
      expect.objectContaining({ domainName, kind: 'certificate', status: 'issued' }),
    );
    expect(announced).toEqual([
      expect.objectContaining({ userId: owner.user.id, domainName, status: 'issued' }),
    ]);
    // The cursor: nothing after the last event seen.
    const last = (events.body.events as { seq: number }[]).at(-1)!.seq;
    expect(
      (await call(testApp.app, owner, 'GET', `/publishing/domains/statusEvents?after=${last}`)).body.events,
    ).toEqual([]);
  });

  it('refuses a wrong signature, a changed body, a stale timestamp and a replay', async () => {
    const payload = { kind: 'certificate', domainName, status: 'failed' };
    const wrongKey = await deliver(payload, { secret: 'another-secret' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().message).toBe('Webhook signature verification failed');
    const changed = await deliver(payload, { body: JSON.stringify({ ...payload, status: 'issued' }) });
    expect(changed.json().message).toBe('Webhook signature verification failed');
    const stale = await deliver(payload, { at: Math.floor(Date.now() / 1000) - 6 * 60 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('webhook-timestamp is outside the 5-minute window');

    const id = randomUUID();
    expect((await deliver(payload, { id })).statusCode).toBe(200);
    const replay = await deliver(payload, { id });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('This webhook delivery was already received');
  });

  it('names what is wrong in a signed payload of the wrong shape', async () => {
    const response = await deliver({ kind: 'certificate', domainName, status: 'maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('status');
  });
});
