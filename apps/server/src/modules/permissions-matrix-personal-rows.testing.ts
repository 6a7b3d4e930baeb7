// The permission matrix of the personal settings, assets, forms and subscriptions: every route
// as all seven callers. Layouts and preferences are keyed by the caller, so nobody can name
// another user's row; assets, forms and checkouts answer 404 to everyone but their owner (team
// mates and administrators included); an access token opens none of them (401).
import { routes } from '@nodeloom/api';
import { expect } from 'vitest';
import { OWNERS, projectRow, type Role, type World } from './permissions-matrix.testing.js';
import {
  asOwner,
  CHECKOUT,
  FORM_FIELDS,
  ids,
  isOwner,
  LAYOUT_JSON,
  type LibraryCase,
  type LibraryFresh,
  listsOwn,
  names,
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

export const personalRows: LibraryCase[] = [
  // Layouts and preferences: keyed by the caller, so nobody can name another user's row.
  {
    route: routes.layouts.list,
    request: () => ({ method: 'GET', url: '/users/layouts' }),
    onSuccess: (body, role, f) => expect(names(body).includes(f.settingName)).toBe(isOwner(role)),
  },
  {
    route: routes.layouts.list,
    label: 'projectId: the team project',
    request: (f) => ({ method: 'GET', url: `/users/layouts?projectId=${f.projectId}` }),
    onSuccess: (body) => expect(body).toEqual([]),
  },
  {
    route: routes.layouts.save,
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: { ...LAYOUT_JSON, focusedPanelId: null } },
    }),
    onSuccess: ownersIntactUnlessOwner(layoutsIntact),
  },
  {
    route: routes.layouts.save,
    label: 'owner’s personal project',
    subject: async (f, w) => ({ project: await projectRow(w, f.personalProjectId) }),
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: LAYOUT_JSON, projectId: f.personalProjectId },
    }),
    unchanged: layoutsIntact,
  },
  {
    route: routes.layouts.save,
    label: 'team project: readers keep their own layout',
    subject: async (f, w) => ({ project: await projectRow(w, f.projectId) }),
    request: (f) => ({
      method: 'POST',
      url: `/users/layouts/${f.settingName}`,
      payload: { json: { ...LAYOUT_JSON, focusedPanelId: null }, projectId: f.projectId },
    }),
    onSuccess: ownersIntactUnlessOwner(layoutsIntact),
    unchanged: layoutsIntact,
  },
  {
    route: routes.layouts.delete,
    subject: (_f, w) => ({ layout: OWNERS(_f, w) }),
    request: (f) => ({ method: 'DELETE', url: `/users/layouts/${f.settingName}` }),
    unchanged: layoutsIntact,
  },
  {
    route: routes.preferences.list,
    request: () => ({ method: 'GET', url: '/users/preferences' }),
    onSuccess: (body, role, f) => expect(names(body).includes(f.settingName)).toBe(isOwner(role)),
  },
  {
    route: routes.preferences.save,
    request: (f) => ({
      method: 'POST',
      url: `/users/preferences/${f.settingName}`,
      payload: { json: { theme: 'dark' } },
    }),
    onSuccess: ownersIntactUnlessOwner(preferenceIntact),
  },
  {
    route: routes.preferences.delete,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/users/preferences/${f.settingName}` }),
    unchanged: preferenceIntact,
  },
  // Assets (the signed upload PUT is authorised by its signature, not by a caller)
  {
    route: routes.assets.list,
    request: () => ({ method: 'GET', url: '/assets' }),
    onSuccess: listsOwn(ids, (f) => f.assetId),
  },
  {
    route: routes.assets.create,
    request: () => ({
      method: 'POST',
      url: '/assets',
      payload: { assets: [{ fileId: 'f2', name: 'a.png', path: '/' }] },
    }),
  },
  {
    route: routes.assets.update,
    subject: OWNERS,
    request: (f) => ({ method: 'PATCH', url: `/assets/${f.assetId}`, payload: { name: 'mine.png' } }),
    unchanged: assetIntact,
  },
  {
    route: routes.assets.replace,
    subject: OWNERS,
    request: (f) => ({ method: 'PATCH', url: `/assets/${f.assetId}/replace` }),
    unchanged: assetIntact,
  },
  {
    route: routes.assets.delete,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/assets/${f.assetId}` }),
    unchanged: assetIntact,
  },
  {
    route: routes.assets.getFile,
    subject: OWNERS,
    request: (f) => ({ method: 'GET', url: `/assets/${f.assetId}/files/original` }),
  },
  // Forms (the public reply POST is open by design: published sites send it)
  {
    route: routes.forms.list,
    request: () => ({ method: 'GET', url: '/forms' }),
    onSuccess: listsOwn(ids, (f) => f.formId),
  },
  {
    route: routes.forms.create,
    request: () => ({ method: 'POST', url: '/forms', payload: { name: 'Mine', fields: FORM_FIELDS } }),
  },
  {
    route: routes.forms.get,
    subject: OWNERS,
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}` }),
  },
  {
    route: routes.forms.update,
    subject: OWNERS,
    request: (f) => ({ method: 'POST', url: `/forms/${f.formId}`, payload: { name: 'Mine' } }),
    unchanged: formIntact,
  },
  {
    route: routes.forms.listReplies,
    subject: OWNERS,
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}/replies` }),
  },
  {
    route: routes.forms.getReply,
    subject: OWNERS,
    request: (f) => ({ method: 'GET', url: `/forms/${f.formId}/replies/${f.replyId}` }),
  },
  {
    route: routes.forms.updateReply,
    subject: OWNERS,
    request: (f) => ({
      method: 'POST',
      url: `/forms/${f.formId}/replies/${f.replyId}`,
      payload: { read: true },
    }),
    unchanged: formIntact,
  },
  // Subscriptions
  {
    route: routes.subscriptions.checkout,
    request: () => ({ method: 'POST', url: '/subscriptions/checkout', payload: CHECKOUT }),
  },
  {
    route: routes.subscriptions.active,
    request: () => ({ method: 'GET', url: '/subscriptions/active' }),
    // The owner may have one by now (the callback case completes the owner's checkouts).
    onSuccess: (body, role) => {
      if (!isOwner(role)) expect(body).toEqual({ subscription: null });
    },
  },
  {
    route: routes.subscriptions.stripeCallback,
    label: 'owner’s completed checkout',
    subject: OWNERS,
    request: (f) => {
      suiteContext.fake.complete(f.checkoutSessionId); // paid at Stripe: only its owner may record it
      return { method: 'GET', url: `/subscriptions/callbacks/stripe?sessionId=${f.checkoutSessionId}` };
    },
    // recorded, the owner is sent back to the app
    ok: 302,
    unchanged: noSubscriptionStolen,
  },
  // The routes whose credential is not a session: the signed upload URL, the form on a published
  // site, the pricing page, Stripe's signature.
  {
    route: routes.assets.upload,
    label: 'the signed URL of the owner’s new asset',
    request: async (_f, w) => {
      const made = await asOwner(w, 'POST', '/assets', {
        assets: [{ fileId: 'f2', name: 'new.png', path: '/' }],
      });
      const url = (made.body.assets as { originalUploadUrl: string }[])[0]!.originalUploadUrl;
      return {
        method: 'PUT' as const,
        url: url.replace(suiteContext.publicUrl, '').replace('/api/nest', ''),
        payload: PNG,
        headers: { 'content-type': 'image/png' },
      };
    },
  },
  {
    route: routes.forms.createReply,
    request: (f) => ({
      method: 'POST',
      url: `/forms/${f.formId}/replies`,
      payload: { values: { email: 'b@example.com' } },
    }),
  },
  {
    route: routes.subscriptions.price,
    request: () => ({ method: 'GET', url: `/subscriptions/prices/${CHECKOUT.priceId}` }),
  },
  {
    route: routes.subscriptions.stripeWebhook,
    // Stripe's signature is the credential: an unsigned call is refused (400), whoever sends it.
    ok: 400,
    request: () => ({ method: 'POST', url: '/subscriptions/webhooks/stripe', payload: {} }),
  },
];
