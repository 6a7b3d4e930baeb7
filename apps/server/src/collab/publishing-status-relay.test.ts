import { connect, listen, nextEvent, type TestSocket } from '@nodeloom/sync/testing/socket';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatusChange } from '../modules/publishing/index.js';
import { createTestApp, signInTestUser, type TestApp } from '../test/index.js';

describe('publishing status over the collaboration socket', () => {
  let testApp: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    url = await listen(testApp.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await testApp.close();
  });

  it("pushes a domain's status change to its owner's open sockets, and to no one else's", async () => {
    const owner = await signInTestUser(testApp.app);
    const other = await signInTestUser(testApp.app);
    const mine = await connect(url, { cookie: owner.cookie });
    const theirs = await connect(url, { cookie: other.cookie });
    sockets.push(mine, theirs);

    const pushed = nextEvent(mine, 'publishingStatus');
    const heardByOther = nextEvent(theirs, 'publishingStatus');
    const change = { kind: 'domain' as const, status: 'verified' };
    await recordStatusChange(testApp.db, {
      ...change,
      userId: owner.user.id,
      domainName: 'mine.example.org',
    });
    await recordStatusChange(testApp.db, {
      ...change,
      userId: other.user.id,
      domainName: 'theirs.example.org',
    });
    expect(await pushed).toMatchObject({
      domainName: 'mine.example.org',
      kind: 'domain',
      status: 'verified',
    });
    // the server sends in order: the first change the other user hears is their own
    expect((await heardByOther).domainName).toBe('theirs.example.org');
  });
});
