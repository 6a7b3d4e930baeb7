import { expect, it } from 'vitest';
import { describeEachDatabase, injectAs, type SignedInTestUser, signInTestUser } from '../../test/index.js';
import { call, createProjectAs, sampleNode, sampleNodeId } from './fixtures.testing.js';

/** GET /projects/{id} as `who`, with an If-None-Match header when given. */
async function getProject(
  app: Parameters<typeof injectAs>[0],
  who: SignedInTestUser,
  id: string,
  ifNoneMatch?: string,
) {
  return injectAs(
    app,
    who,
    'GET',
    `/projects/${id}`,
    undefined,
    ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  );
}

describeEachDatabase('project GET revalidation', (suite) => {
  it('answers 304 with no body when If-None-Match names the current ETag, 200 for any other', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    const first = await getProject(app, owner, id);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await getProject(app, owner, id, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await getProject(app, owner, id, `"other", ${etag.slice(2)}`)).statusCode).toBe(304);
    expect((await getProject(app, owner, id, '*')).statusCode).toBe(304);
    const stale = await getProject(app, owner, id, 'W/"0-stale"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('changes the ETag after a graph save, a delete and a rename, and not otherwise', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const id = await createProjectAs(app, owner);
    const etagNow = async () => (await getProject(app, owner, id)).headers.etag as string;
    const seen = [await etagNow()];
    expect(await etagNow()).toBe(seen[0]);

    const save = await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [{ type: 'saveNode', node: sampleNode('added') }],
    });
    expect(save.status).toBe(200);
    seen.push(await etagNow());
    const old = await getProject(app, owner, id, seen[0]);
    expect(old.statusCode).toBe(200);
    expect((old.json().graph as { nodes: { id: string }[] }).nodes.map((n) => n.id)).toContain(
      sampleNodeId('added'),
    );

    await call(app, owner, 'POST', `/projects/${id}/graph`, {
      unorderedUpdates: [{ type: 'deleteNode', nodeId: sampleNodeId('added') }],
    });
    seen.push(await etagNow());
    await call(app, owner, 'PATCH', `/projects/${id}/metadata`, { name: 'Renamed' });
    seen.push(await etagNow());
    expect(new Set(seen).size).toBe(4);
  });

  it('checks access before the ETag: a stranger naming the current ETag gets 404, not 304', async () => {
    const { app } = await suite.createTestApp();
    const [owner, stranger] = [await signInTestUser(app), await signInTestUser(app)];
    const id = await createProjectAs(app, owner);
    const etag = (await getProject(app, owner, id)).headers.etag as string;
    expect((await getProject(app, stranger, id, etag)).statusCode).toBe(404);
  });
});
