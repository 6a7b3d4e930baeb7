// The permission matrix of the personal areas (library, settings, assets, forms, subscriptions):
// the owner's fresh resources — UDN with its version group, snippet, node preset, layout,
// preference, uploaded asset, form with a reply and a started Stripe checkout, on top of the team,
// projects and access token of freshResources — the suite around the cases, and shared checks.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE_PATH } from '@nodeloom/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { apiHeaders, describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  caseTitle,
  checkMatrixCase,
  type Fresh,
  freshResources,
  type MatrixCase,
  type Method,
  type Role,
  type World,
} from './permissions-matrix.testing.js';
import { call } from './projects/fixtures.testing.js';
import { type FakeStripe, startFakeStripe } from './subscriptions/fake-stripe.testing.js';

export interface LibraryFresh extends Fresh {
  udnId: string;
  versionGroupId: string;
  snippetId: string;
  presetId: string;
  assetId: string;
  formId: string;
  replyId: string;
  checkoutSessionId: string;
  /** The owner's layout and preference names, new per call so no other caller has one so named. */
  settingName: string;
}

export const PNG = Buffer.from('89504e470d0a1a0a-fake-png');
export const UDN_DEFINITION = { definitionName: 'myAdder', hasSubLevel: true, inputs: [{ name: 'a' }] };
export const UDN_GRAPH = { nodes: [{ id: 'inner' }], connections: [] };
export const FORM_FIELDS = [{ name: 'email', type: 'email', required: true }];
export const LAYOUT_JSON = {
  panels: [{ id: 'abc123', type: 'graph', title: 'Graph' }],
  containers: { splitDirection: 'vertical', splitPercentage: 50, firstPath: { panelIds: ['abc123'] } },
  focusedPanelId: 'abc123',
};
export const CHECKOUT = { priceId: 'price_pro_monthly', tier: 'pro' };

/** The body of an owner's call that must succeed (setup fails loudly otherwise). */
async function made(world: World, method: 'POST', url: string, payload?: unknown) {
  const response = await call(world.app, world.users.owner, method, url, payload);
  if (response.status >= 300)
    throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** freshResources plus the owner's personal library resources; publicUrl is the app's PUBLIC_URL. */
let settings = 0;

export async function freshLibraryResources(world: World, publicUrl: string): Promise<LibraryFresh> {
  const base = await freshResources(world);
  settings += 1;
  const settingName = `matrix${settings}`;
  const group = await made(world, 'POST', '/udns/versionGroups', { sharedDefinition: { color: 'red' } });
  const udn = await made(world, 'POST', '/udns', {
    definition: UDN_DEFINITION,
    graph: UDN_GRAPH,
    versionGroupId: group.id,
  });
  const snippet = await made(world, 'POST', '/snippets', { name: 'Adder', graph: UDN_GRAPH });
  const preset = await made(world, 'POST', '/nodePresets', {
    name: 'Big',
    definitionName: 'number',
    params: { value: 100 },
  });
  await made(world, 'POST', `/users/layouts/${settingName}`, { json: LAYOUT_JSON });
  await made(world, 'POST', `/users/preferences/${settingName}`, { json: { theme: 'light' } });
  const assets = await made(world, 'POST', '/assets', {
    assets: [{ fileId: 'f1', name: 'logo.png', path: '/images' }],
  });
  const asset = (assets.assets as { id: string; originalUploadUrl: string }[])[0];
  await world.app.inject({
    method: 'PUT',
    url: asset.originalUploadUrl.replace(publicUrl, ''),
    headers: apiHeaders(undefined, { 'content-type': 'image/png' }),
    payload: PNG,
  });
  const form = await made(world, 'POST', '/forms', { name: 'Contact', fields: FORM_FIELDS });
  const reply = await world.app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/forms/${form.id}/replies`,
    headers: apiHeaders(),
    payload: { values: { email: 'a@example.com' } },
  });
  const checkout = await made(world, 'POST', '/subscriptions/checkout', CHECKOUT);
  return {
    ...base,
    udnId: (udn.definition as { udnId: string }).udnId,
    versionGroupId: group.id as string,
    snippetId: snippet.id as string,
    presetId: preset.id as string,
    assetId: asset.id,
    formId: form.id as string,
    replyId: reply.json().id as string,
    settingName,
    checkoutSessionId: (checkout.url as string).split('/').pop() as string,
  };
}

export type LibraryCase = MatrixCase<LibraryFresh>;

export const isOwner = (role: Role) => role === 'owner';

/** Read-backs are done as the owner. */
export const asOwner = (w: World, method: Method, url: string, payload?: unknown) =>
  call(w.app, w.users.owner, method, url, payload);
/** The owner's row with this id, from one of their lists. */
export const ownersRow = async (w: World, url: string, id: string) =>
  ((await asOwner(w, 'GET', url)).body as { id: string }[]).find((row) => row.id === id);
/** A list answer holds the owner's row only for the owner. */
export const listsOwn = (pick: (body: unknown) => string[], id: (f: LibraryFresh) => string) => {
  return (body: unknown, role: Role, f: LibraryFresh) =>
    expect(pick(body).includes(id(f))).toBe(isOwner(role));
};
export const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);
export const names = (body: unknown) => (body as { name: string }[]).map((x) => x.name);

/** What the suite holds for its cases: the database (for rows no route reads) and the fake Stripe. */
export const suiteContext = {} as { db: Database; fake: FakeStripe; publicUrl: string };

/** Runs the cases as all seven callers, on PGlite (and PostgreSQL when DATABASE_URL is set). */
export function describeLibraryMatrix(title: string, cases: LibraryCase[]) {
  describeEachDatabase(title, (suite) => {
    let world: World;
    let publicUrl: string;
    beforeAll(async () => {
      suiteContext.fake = await startFakeStripe();
      const { app, config } = await suite.createTestApp({
        env: {
          ADMIN_EMAILS: ADMIN_EMAIL,
          STORAGE_DIR: await mkdtemp(join(tmpdir(), 'nodeloom-matrix-')),
          STRIPE_SECRET_KEY: 'sk_test_nodeloom',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
          STRIPE_API_BASE: suiteContext.fake.apiBase,
        },
      });
      suiteContext.db = suite.db;
      publicUrl = config.publicUrl;
      suiteContext.publicUrl = publicUrl;
      world = await buildWorld(app);
    });
    afterAll(() => suiteContext.fake.close());

    it.each(cases.map((c) => [caseTitle(c), c] as const))('%s', (_, testCase) =>
      checkMatrixCase(world, testCase, (w) => freshLibraryResources(w, publicUrl)),
    );
  });
}
