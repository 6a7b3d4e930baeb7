// The permission matrix of the personal areas (UDNs and version groups, snippets, node presets,
// layouts, preferences, assets, forms, subscriptions): every route as all seven callers. These
// resources belong to one user: team members, team owners and administrators get what another
// user gets (404, or their own empty list), an access token opens none of them (401).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { udns, udnVersionGroups } from '../db/schema/index.js';
import { describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  checkMatrixCase,
  type MatrixCase,
  type Method,
  type Role,
  type World,
} from './permissions-matrix.testing.js';
import {
  CHECKOUT,
  FORM_FIELDS,
  freshLibraryResources,
  LAYOUT_JSON,
  type LibraryFresh,
  UDN_DEFINITION,
  UDN_GRAPH,
} from './permissions-matrix-library.testing.js';
import { call } from './projects/fixtures.testing.js';
import { type FakeStripe, startFakeStripe } from './subscriptions/fake-stripe.testing.js';

type Case = MatrixCase<LibraryFresh>;

/** Owner only: another user, team mates and admins alike get 404; tokens and signed out 401. */
const OWNER_ONLY = (ok: number): Case['statuses'] => [ok, 404, 404, 404, 401, 404, 401];
/** Every signed-in user acts on their own rows; tokens and signed out 401. */
const ANY_USER = (ok: number): Case['statuses'] => [ok, ok, ok, ok, 401, ok, 401];
const isOwner = (role: Role) => role === 'owner';

let db: Database;
let fake: FakeStripe;

// Read-backs, done as the owner.
const asOwner = (w: World, method: Method, url: string, payload?: unknown) =>
  call(w.app, w.users.owner, method, url, payload);
const udnIntact = async (w: World, f: LibraryFresh) => {
  const list = await asOwner(w, 'POST', '/udns/getWithGraphsByIds', { udnIds: [f.udnId] });
  expect(list.body).toMatchObject([{ id: f.udnId, definitionName: 'myAdder', graph: UDN_GRAPH }]);
  // Nothing was added to the owner's version group either (no published version, no new draft).
  const rows = await db.select().from(udns).where(eq(udns.versionGroupId, f.versionGroupId));
  expect(rows.map((row) => row.id)).toEqual([f.udnId]);
};
const groupIntact = async (w: World, f: LibraryFresh) => {
  // No route reads a version group back: its row is read from the database.
  const rows = await db.select().from(udnVersionGroups).where(eq(udnVersionGroups.id, f.versionGroupId));
  expect(rows).toMatchObject([{ sharedDefinition: { color: 'red' } }]);
  await udnIntact(w, f);
};
/** The owner's row with this id, from one of their lists. */
const ownersRow = async (w: World, url: string, id: string) =>
  ((await asOwner(w, 'GET', url)).body as { id: string }[]).find((row) => row.id === id);
const snippetIntact = async (w: World, f: LibraryFresh) =>
  expect(await ownersRow(w, '/snippets', f.snippetId)).toMatchObject({ name: 'Adder', graph: UDN_GRAPH });
const presetIntact = async (w: World, f: LibraryFresh) =>
  expect((await asOwner(w, 'GET', `/nodePresets/${f.presetId}`)).body).toMatchObject({
    name: 'Big',
    params: { value: 100 },
  });
const layoutsIntact = async (w: World, f: LibraryFresh) => {
  expect((await asOwner(w, 'GET', '/users/layouts')).body).toContainEqual({
    name: f.settingName,
    projectId: null,
    json: LAYOUT_JSON,
  });
  expect((await asOwner(w, 'GET', `/users/layouts?projectId=${f.personalProjectId}`)).body).toEqual([]);
};
const preferenceIntact = async (w: World, f: LibraryFresh) =>
  expect((await asOwner(w, 'GET', '/users/preferences')).body).toContainEqual(
    expect.objectContaining({ name: f.settingName, json: { theme: 'light' } }),
  );
/** After a success as `role`: someone else writing a row of the same name left the owner's alone. */
const ownersIntactUnlessOwner =
  (intact: (w: World, f: LibraryFresh) => Promise<void>) =>
  async (_body: unknown, role: Role, f: LibraryFresh, w: World) => {
    if (!isOwner(role)) await intact(w, f);
  };
const assetIntact = async (w: World, f: LibraryFresh) => {
  expect(await ownersRow(w, '/assets', f.assetId)).toMatchObject({
    name: 'logo.png',
    path: '/images',
    size: 25,
  });
  const file = await w.app.inject({
    method: 'GET',
    url: `/api/nest/assets/${f.assetId}/files/original`,
    headers: { cookie: w.users.owner.cookie },
  });
  expect(file.body).toBe('89504e470d0a1a0a-fake-png');
};
const formIntact = async (w: World, f: LibraryFresh) => {
  expect((await asOwner(w, 'GET', `/forms/${f.formId}`)).body).toMatchObject({
    name: 'Contact',
    fields: FORM_FIELDS,
  });
  expect((await asOwner(w, 'GET', `/forms/${f.formId}/replies`)).body).toMatchObject([
    { id: f.replyId, readAt: null },
  ]);
};
/** A refused caller did not get the owner's paid subscription recorded as theirs. */
const noSubscriptionStolen = async (w: World, _f: LibraryFresh, role: Role) => {
  if (role === 'tokenHolder' || role === 'signedOut') return;
  const active = await call(w.app, w.users[role], 'GET', '/subscriptions/active');
  expect(active.body).toEqual({ subscription: null });
};

/** A list answer holds the owner's row only for the owner. */
const listsOwn = (pick: (body: unknown) => string[], id: (f: LibraryFresh) => string) => {
  return (body: unknown, role: Role, f: LibraryFresh) =>
    expect(pick(body).includes(id(f))).toBe(isOwner(role));
};
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);
const names = (body: unknown) => (body as { name: string }[]).map((x) => x.name);
const udnIds = (body: unknown) =>
  (body as { definition: { udnId: string } }[]).map((x) => x.definition.udnId);

const cases: Case[] = [
  // UDNs and their version groups
  {
    route: 'GET /udns',
    request: () => ({ method: 'GET', url: '/udns' }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(
      (body) => udnIds((body as { udns: unknown }).udns),
      (f) => f.udnId,
    ),
  },
  {
    route: 'POST /udns (in the owner’s version group)',
    request: (f) => ({
      method: 'POST',
      url: '/udns',
      payload: {
        definition: { ...UDN_DEFINITION, definitionName: 'second' },
        versionGroupId: f.versionGroupId,
      },
    }),
    statuses: OWNER_ONLY(201),
    unchanged: udnIntact,
  },
  {
    route: 'PATCH /udns/{id}',
    request: (f) => ({
      method: 'PATCH',
      url: `/udns/${f.udnId}`,
      payload: { graph: { nodes: [], connections: [] } },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: udnIntact,
  },
  {
    route: 'DELETE /udns/{id}',
    request: (f) => ({ method: 'DELETE', url: `/udns/${f.udnId}` }),
    statuses: OWNER_ONLY(200),
    unchanged: udnIntact,
  },
  {
    route: 'POST /udns/getWithGraphsByIds',
    request: (f) => ({ method: 'POST', url: '/udns/getWithGraphsByIds', payload: { udnIds: [f.udnId] } }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(ids, (f) => f.udnId),
  },
  {
    route: 'POST /udns/getWithoutGraphsByIds',
    request: (f) => ({ method: 'POST', url: '/udns/getWithoutGraphsByIds', payload: { udnIds: [f.udnId] } }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(udnIds, (f) => f.udnId),
  },
  {
    route: 'POST /udns/{id}/versions/{version}',
    request: (f) => ({ method: 'POST', url: `/udns/${f.udnId}/versions/1.0.0` }),
    statuses: OWNER_ONLY(201),
    unchanged: udnIntact,
  },
  {
    route: 'POST /udns/versionGroups',
    request: () => ({ method: 'POST', url: '/udns/versionGroups', payload: { sharedDefinition: null } }),
    statuses: ANY_USER(201),
  },
  {
    route: 'PATCH /udns/versionGroups/{id}',
    request: (f) => ({
      method: 'PATCH',
      url: `/udns/versionGroups/${f.versionGroupId}`,
      payload: { sharedDefinition: null },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: groupIntact,
  },
  {
    route: 'DELETE /udns/versionGroups/{id}',
    request: (f) => ({ method: 'DELETE', url: `/udns/versionGroups/${f.versionGroupId}` }),
    statuses: OWNER_ONLY(200),
    unchanged: groupIntact,
  },
  // Snippets
  {
    route: 'GET /snippets',
    request: () => ({ method: 'GET', url: '/snippets' }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(ids, (f) => f.snippetId),
  },
  {
    route: 'POST /snippets',
    request: () => ({ method: 'POST', url: '/snippets', payload: { name: 'Mine', graph: UDN_GRAPH } }),
    statuses: ANY_USER(201),
  },
  {
    route: 'PATCH /snippets/{id}',
    request: (f) => ({ method: 'PATCH', url: `/snippets/${f.snippetId}`, payload: { name: 'Mine' } }),
    statuses: OWNER_ONLY(200),
    unchanged: snippetIntact,
  },
  {
    route: 'PATCH /snippets/{id}/graph',
    request: (f) => ({
      method: 'PATCH',
      url: `/snippets/${f.snippetId}/graph`,
      payload: { graph: { nodes: [], connections: [] } },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: snippetIntact,
  },
  {
    route: 'DELETE /snippets/{id}',
    request: (f) => ({ method: 'DELETE', url: `/snippets/${f.snippetId}` }),
    statuses: OWNER_ONLY(200),
    unchanged: snippetIntact,
  },
  // Node presets
  {
    route: 'GET /nodePresets',
    request: () => ({ method: 'GET', url: '/nodePresets' }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(ids, (f) => f.presetId),
  },
  {
    route: 'POST /nodePresets',
    request: () => ({
      method: 'POST',
      url: '/nodePresets',
      payload: { name: 'Mine', definitionName: 'number', params: {} },
    }),
    statuses: ANY_USER(201),
  },
  {
    route: 'GET /nodePresets/{id}',
    request: (f) => ({ method: 'GET', url: `/nodePresets/${f.presetId}` }),
    statuses: OWNER_ONLY(200),
  },
  {
    route: 'PATCH /nodePresets/{id}',
    request: (f) => ({
      method: 'PATCH',
      url: `/nodePresets/${f.presetId}`,
      payload: { params: { value: 7 } },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: presetIntact,
  },
  {
    route: 'DELETE /nodePresets/{id}',
    request: (f) => ({ method: 'DELETE', url: `/nodePresets/${f.presetId}` }),
    statuses: OWNER_ONLY(200),
    unchanged: presetIntact,
  },
  // Layouts and preferences: keyed by the caller, so nobody can name another user's row.
  {
    route: 'GET /users/layouts',
    request: () => ({ method: 'GET', url: '/users/layouts' }),
    statuses: ANY_USER(200),
    onSuccess: (body, role, f) => expect(names(body).includes(f.settingName)).toBe(isOwner(role)),
  },
  {
    route: 'GET /users/layouts?projectId (team project)',
    request: (f) => ({ method: 'GET', url: `/users/layouts?projectId=${f.projectId}` }),
    statuses: ANY_USER(200),
    onSuccess: (body) => expect(body).toEqual([]),
  },
  {
    route: 'POST /users/layouts/{name}',
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: { ...LAYOUT_JSON, focusedPanelId: null } },
    }),
    statuses: ANY_USER(200),
    onSuccess: ownersIntactUnlessOwner(layoutsIntact),
  },
  {
    route: 'POST /users/layouts/{name} (owner’s personal project)',
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: LAYOUT_JSON, projectId: f.personalProjectId },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: layoutsIntact,
  },
  {
    route: 'POST /users/layouts/{name} (team project: readers keep their own layout)',
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: { ...LAYOUT_JSON, focusedPanelId: null }, projectId: f.projectId },
    }),
    statuses: [200, 200, 200, 404, 401, 404, 401],
    onSuccess: ownersIntactUnlessOwner(layoutsIntact),
    unchanged: layoutsIntact,
  },
  {
    route: 'DELETE /users/layouts/{name}',
    request: (f) => ({ method: 'DELETE', url: `/users/layouts/${f.settingName}` }),
    statuses: OWNER_ONLY(200),
    unchanged: layoutsIntact,
  },
  {
    route: 'GET /users/preferences',
    request: () => ({ method: 'GET', url: '/users/preferences' }),
    statuses: ANY_USER(200),
    onSuccess: (body, role, f) => expect(names(body).includes(f.settingName)).toBe(isOwner(role)),
  },
  {
    route: 'POST /users/preferences/{name}',
    request: (f) => ({
      method: 'POST',
      url: `/users/preferences/${f.settingName}`,
      payload: { json: { theme: 'dark' } },
    }),
    statuses: ANY_USER(200),
    onSuccess: ownersIntactUnlessOwner(preferenceIntact),
  },
  {
    route: 'DELETE /users/preferences/{name}',
    request: (f) => ({ method: 'DELETE', url: `/users/preferences/${f.settingName}` }),
    statuses: OWNER_ONLY(200),
    unchanged: preferenceIntact,
  },
  // Assets (the signed upload PUT is authorised by its signature, not by a caller)
  {
    route: 'GET /assets',
    request: () => ({ method: 'GET', url: '/assets' }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(ids, (f) => f.assetId),
  },
  {
    route: 'POST /assets',
    request: () => ({
      method: 'POST',
      url: '/assets',
      payload: { assets: [{ fileId: 'f2', name: 'a.png', path: '/' }] },
    }),
    statuses: ANY_USER(201),
  },
  {
    route: 'PATCH /assets/{id}',
    request: (f) => ({ method: 'PATCH', url: `/assets/${f.assetId}`, payload: { name: 'mine.png' } }),
    statuses: OWNER_ONLY(200),
    unchanged: assetIntact,
  },
  {
    route: 'PATCH /assets/{id}/replace',
    request: (f) => ({ method: 'PATCH', url: `/assets/${f.assetId}/replace` }),
    statuses: OWNER_ONLY(200),
    unchanged: assetIntact,
  },
  {
    route: 'DELETE /assets/{id}',
    request: (f) => ({ method: 'DELETE', url: `/assets/${f.assetId}` }),
    statuses: OWNER_ONLY(200),
    unchanged: assetIntact,
  },
  {
    route: 'GET /assets/{id}/files/{kind}',
    request: (f) => ({ method: 'GET', url: `/assets/${f.assetId}/files/original` }),
    statuses: OWNER_ONLY(200),
  },
  // Forms (the public reply POST is open by design: published sites send it)
  {
    route: 'GET /forms',
    request: () => ({ method: 'GET', url: '/forms' }),
    statuses: ANY_USER(200),
    onSuccess: listsOwn(ids, (f) => f.formId),
  },
  {
    route: 'POST /forms',
    request: () => ({ method: 'POST', url: '/forms', payload: { name: 'Mine', fields: FORM_FIELDS } }),
    statuses: ANY_USER(201),
  },
  {
    route: 'GET /forms/{id}',
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}` }),
    statuses: OWNER_ONLY(200),
  },
  {
    route: 'POST /forms/{id}',
    request: (f) => ({ method: 'POST', url: `/forms/${f.formId}`, payload: { name: 'Mine' } }),
    statuses: OWNER_ONLY(200),
    unchanged: formIntact,
  },
  {
    route: 'GET /forms/{id}/replies',
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}/replies` }),
    statuses: OWNER_ONLY(200),
  },
  {
    route: 'GET /forms/{id}/replies/{replyId}',
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}/replies/${f.replyId}` }),
    statuses: OWNER_ONLY(200),
  },
  {
    route: 'POST /forms/{id}/replies/{replyId}',
    request: (f) => ({
      method: 'POST',
      url: `/forms/${f.formId}/replies/${f.replyId}`,
      payload: { read: true },
    }),
    statuses: OWNER_ONLY(200),
    unchanged: formIntact,
  },
  // Subscriptions
  {
    route: 'POST /subscriptions/checkout',
    request: () => ({ method: 'POST', url: '/subscriptions/checkout', payload: CHECKOUT }),
    statuses: ANY_USER(200),
  },
  {
    route: 'GET /subscriptions/active',
    request: () => ({ method: 'GET', url: '/subscriptions/active' }),
    statuses: ANY_USER(200),
    // The owner may have one by now (the callback case completes the owner's checkouts).
    onSuccess: (body, role) => !isOwner(role) && expect(body).toEqual({ subscription: null }),
  },
  {
    route: 'GET /subscriptions/callbacks/stripe (owner’s completed checkout)',
    request: (f) => {
      fake.complete(f.checkoutSessionId); // paid at Stripe: only its owner may record it
      return { method: 'GET', url: `/subscriptions/callbacks/stripe?sessionId=${f.checkoutSessionId}` };
    },
    statuses: OWNER_ONLY(302),
    unchanged: noSubscriptionStolen,
  },
];

describeEachDatabase('permission matrix of the personal areas', (suite) => {
  let world: World;
  let publicUrl: string;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const { app, config } = await suite.createTestApp({
      env: {
        ADMIN_EMAILS: ADMIN_EMAIL,
        STORAGE_DIR: await mkdtemp(join(tmpdir(), 'nodeloom-matrix-')),
        STRIPE_SECRET_KEY: 'sk_test_nodeloom',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
        STRIPE_API_BASE: fake.apiBase,
      },
    });
    db = suite.db;
    publicUrl = config.publicUrl;
    world = await buildWorld(app);
  });
  afterAll(() => fake.close());

  it.each(cases)('$route', (testCase) =>
    checkMatrixCase(world, testCase, (w) => freshLibraryResources(w, publicUrl)),
  );
});
