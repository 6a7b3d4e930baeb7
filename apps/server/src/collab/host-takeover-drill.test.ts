import { expect, it } from 'vitest';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import { describeEachDatabase, signInTestUser } from '../test/index.js';
import { PARTICIPANT_LEASE_MS, SessionStore } from './session-store.js';

const at = (start: number, ms: number) => new Date(start + ms);

/**
 * What the kill drill found (docs/collaboration.md "Figures and drills"): with instances killed a
 * few seconds apart, the host passed from one dead instance's participant to the next, whose
 * leases had not lapsed yet, and the session waited 26 s for a live host. A new host is now the
 * writer renewed last, and is never a participant of an instance that stopped renewing.
 */
describeEachDatabase('host takeover after instances die', (suite) => {
  it("passes over a just-killed instance's participants when the dead host's lease lapses", async () => {
    const { app } = await suite.createTestApp();
    const who = await signInTestUser(app);
    const projectId = await createProjectAs(app, who);
    const user = { userId: who.user.id, avatarUrl: null, firstName: 'Drill', lastName: null };
    const [first, second, live] = ['first-dead', 'second-dead', 'live'].map(
      (instance) => new SessionStore(suite.db, instance),
    );
    const t0 = Date.now();
    // joined in this order: the host, then a participant of an instance killed a little later
    const joined = await first!.join(projectId, 'host-on-first', user, true, at(t0, 0));
    expect(joined.hostClientId).toBe('host-on-first');
    await second!.join(projectId, 'on-second', user, true, at(t0, 10));
    await live!.join(projectId, 'on-live', user, true, at(t0, 20));
    // the first instance dies at once; the second renews once (3 s) and dies; the live one renews on
    await second!.renew(['on-second'], at(t0, 3_000));
    for (let ms = 3_000; ms <= PARTICIPANT_LEASE_MS; ms += 3_000) await live!.renew(['on-live'], at(t0, ms));

    const reaped = await live!.reapExpired(at(t0, PARTICIPANT_LEASE_MS + 500));
    expect(reaped.map((r) => r.clientIds)).toEqual([['host-on-first']]);
    expect(reaped[0]!.change.host).toEqual({ clientId: 'on-live' });
  });

  it('chooses the earliest joined among participants renewed together', async () => {
    const { app } = await suite.createTestApp();
    const who = await signInTestUser(app);
    const projectId = await createProjectAs(app, who);
    const user = { userId: who.user.id, avatarUrl: null, firstName: 'Drill', lastName: null };
    const store = new SessionStore(suite.db, 'one');
    const t0 = Date.now();
    await store.join(projectId, 'a', user, true, at(t0, 0));
    await store.join(projectId, 'b', user, true, at(t0, 10));
    await store.join(projectId, 'c', user, true, at(t0, 20));
    await store.renew(['b', 'c'], at(t0, 3_000));
    const change = await store.leave('a', at(t0, 3_100));
    expect(change?.host).toEqual({ clientId: 'b' });
  });
});
