// The permission matrix of the personal settings, assets, forms and subscriptions: every route
// as all seven callers. Layouts and preferences are keyed by the caller, so nobody can name
// another user's row; assets, forms and checkouts answer 404 to everyone but their owner (team
// mates and administrators included); an access token opens none of them (401).
import { expect } from 'vitest';
import type { Role, World } from './permissions-matrix.testing.js';
import {
  ANY_USER,
  asOwner,
  CHECKOUT,
  describeLibraryMatrix,
  FORM_FIELDS,
  ids,
  isOwner,
  LAYOUT_JSON,
  type LibraryCase,
  type LibraryFresh,
  listsOwn,
  names,
  OWNER_ONLY,
  ownersRow,
  PNG,
  suiteContext,
} from './permissions-matrix-library.testing.js';
import { call } from './projects/fixtures.testing.js';

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
    size: PNG.length,
  });
  const file = await w.app.inject({
    method: 'GET',
    url: `/api/nest/assets/${f.assetId}/files/original`,
    headers: { cookie: w.users.owner.cookie },
  });
  expect(file.rawPayload).toEqual(PNG);
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

const cases: LibraryCase[] = [
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
      suiteContext.fake.complete(f.checkoutSessionId); // paid at Stripe: only its owner may record it
      return { method: 'GET', url: `/subscriptions/callbacks/stripe?sessionId=${f.checkoutSessionId}` };
    },
    statuses: OWNER_ONLY(302),
    unchanged: noSubscriptionStolen,
  },
];

describeLibraryMatrix('permission matrix of settings, assets, forms and subscriptions', cases);
