import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';

const fields = [
  { name: 'email', type: 'email', required: true },
  { name: 'age', type: 'number', required: false },
  { name: 'newsletter', type: 'boolean', required: false },
  { name: 'plan', type: 'select', required: true, options: ['free', 'pro'] },
  { name: 'message', type: 'text', required: false },
];
const SITE = 'https://my-site.example.net';

describeEachDatabase('forms', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const form = (await call(alice, 'POST', '/forms', { name: 'Contact', fields })).json();
    /** A reply as a published site sends it: another origin, no cookie. */
    const submit = (values: object, formId = form.id, ip = '10.0.0.1') =>
      app.inject({
        method: 'POST',
        url: `/api/nest/forms/${formId}/replies`,
        headers: apiHeaders(undefined, { origin: SITE }),
        payload: { values },
        remoteAddress: ip,
      });
    return { app, call, alice, bob, form, submit };
  }

  it('creates, lists, gets and updates forms with a field schema', async () => {
    const { call, alice, form } = await setUp();
    expect(form).toMatchObject({ name: 'Contact', fields });
    expect((await call(alice, 'GET', '/forms')).json()).toEqual([form]);
    expect((await call(alice, 'GET', `/forms/${form.id}`)).json()).toEqual(form);
    const renamed = await call(alice, 'POST', `/forms/${form.id}`, { name: 'Contact us' });
    expect(renamed.json()).toMatchObject({ name: 'Contact us', fields });
  });

  it('takes public replies from any origin (CORS, no credentials), checked against the schema', async () => {
    const { app, call, alice, form, submit } = await setUp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: `/api/nest/forms/${form.id}/replies`,
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-request-id');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const sent = await submit({ email: 'a@b.co', age: '42', newsletter: 'on', plan: 'pro' });
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['access-control-allow-origin']).toBe('*');
    const replies = (await call(alice, 'GET', `/forms/${form.id}/replies`)).json();
    expect(replies).toEqual([
      {
        id: sent.json().id,
        formId: form.id,
        values: { email: 'a@b.co', age: 42, newsletter: true, plan: 'pro', message: null },
        origin: SITE,
        readAt: null,
        createdAt: sent.json().createdAt,
      },
    ]);
    const one = await call(alice, 'GET', `/forms/${form.id}/replies/${sent.json().id}`);
    expect(one.json()).toEqual(replies[0]);
    const read = await call(alice, 'POST', `/forms/${form.id}/replies/${sent.json().id}`, { read: true });
    expect(read.json().readAt).toEqual(expect.any(String));
    // A plain site script needs no x-request-id (the route reads no cookie).
    const bare = await app.inject({
      method: 'POST',
      url: `/api/nest/forms/${form.id}/replies`,
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: { values: { email: 'c@d.co', plan: 'free' } },
    });
    expect(bare.statusCode).toBe(201);
    // The origin exemption is this route's only: the owner routes still refuse other origins.
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/nest/forms',
      headers: apiHeaders(alice.cookie, { origin: SITE }),
      payload: { name: 'Sneaky', fields },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect((await call(alice, 'GET', '/forms')).json()).toHaveLength(1);
    expect((await call(alice, 'GET', `/forms/${form.id}/replies`)).json()).toHaveLength(2);
  });

  it('rate-limits public replies per address and form (429)', async () => {
    const { submit } = await setUp();
    const values = { email: 'a@b.co', plan: 'free' };
    for (let i = 0; i < 10; i += 1) expect((await submit(values)).statusCode).toBe(201);
    const limited = await submit(values);
    expect(limited.statusCode).toBe(429);
    expect((await submit(values, undefined, '10.0.0.2')).statusCode).toBe(201);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice, form, submit } = await setUp();
    const replyCases: [object, string][] = [
      [{ plan: 'pro' }, 'values.email is required'],
      [{ email: 'nope', plan: 'pro' }, 'values.email must be an e-mail address'],
      [{ email: 'a@b.co', plan: 'gold' }, 'values.plan must be one of free, pro'],
      [{ email: 'a@b.co', plan: 'pro', age: 'old' }, 'values.age must be a number'],
      [{ email: 'a@b.co', plan: 'pro', hack: 1 }, 'values has unknown field: hack'],
    ];
    for (const [values, message] of replyCases) {
      const response = await submit(
        values,
        form.id,
        `10.1.0.${replyCases.indexOf([values, message] as never) + 9}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const formCases: [string, string, object, string][] = [
      ['POST', '/forms', { name: 'x', fields: [] }, 'fields must have at least 1 item'],
      [
        'POST',
        '/forms',
        { name: 'x', fields: [{ name: 'a', type: 'date' }] },
        'fields.0.type must be one of text, email, number, boolean, select',
      ],
      [
        'POST',
        '/forms',
        { name: 'x', fields: [{ name: 'a', type: 'select' }] },
        'fields.0.options is required for a select field',
      ],
      ['POST', `/forms/${form.id}`, { fields: [fields[0], fields[0]] }, 'fields must have unique names'],
      ['POST', `/forms/${form.id}/replies/${form.id}`, { read: 'yes' }, 'read must be a boolean'],
    ];
    for (const [method, path, payload, message] of formCases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/forms')).json()).toEqual([form]);
    expect((await call(alice, 'GET', `/forms/${form.id}/replies`)).json()).toEqual([]);
  });

  it('answers 401 signed out on every owner route; 404 for a reply to an unknown form', async () => {
    const { call, form, submit } = await setUp();
    const replyId = 'e'.repeat(24);
    for (const [method, path] of [
      ['GET', '/forms'],
      ['POST', '/forms'],
      ['GET', `/forms/${form.id}`],
      ['POST', `/forms/${form.id}`],
      ['GET', `/forms/${form.id}/replies`],
      ['GET', `/forms/${form.id}/replies/${replyId}`],
      ['POST', `/forms/${form.id}/replies/${replyId}`],
    ] as const) {
      expect((await call(null, method, path, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
    const unknown = await submit({ email: 'a@b.co', plan: 'pro' }, 'd'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Form not found');
  });

  it("never shows or changes another user's form or replies (404)", async () => {
    const { call, alice, bob, form, submit } = await setUp();
    const replyId = (await submit({ email: 'a@b.co', plan: 'pro' })).json().id;
    expect((await call(bob, 'GET', '/forms')).json()).toEqual([]);
    for (const response of [
      await call(bob, 'GET', `/forms/${form.id}`),
      await call(bob, 'POST', `/forms/${form.id}`, { name: 'Mine' }),
      await call(bob, 'GET', `/forms/${form.id}/replies`),
      await call(bob, 'GET', `/forms/${form.id}/replies/${replyId}`),
      await call(bob, 'POST', `/forms/${form.id}/replies/${replyId}`, { read: true }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Form not found');
    }
    expect((await call(alice, 'GET', `/forms/${form.id}`)).json()).toEqual(form);
    expect((await call(alice, 'GET', `/forms/${form.id}/replies`)).json()[0].readAt).toBeNull();
  });
});
