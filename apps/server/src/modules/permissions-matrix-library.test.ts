// The permission matrix of the library (UDNs and their version groups, snippets, node presets):
// every route as all seven callers. These rows belong to one user: team members, team owners and
// administrators get what another user gets (404, or their own list), an access token opens none
// of them (401). After every refused write the owner reads the row back unchanged.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { udns, udnVersionGroups } from '../db/schema/index.js';
import type { World } from './permissions-matrix.testing.js';
import {
  ANY_USER,
  asOwner,
  describeLibraryMatrix,
  ids,
  type LibraryCase,
  type LibraryFresh,
  listsOwn,
  OWNER_ONLY,
  ownersRow,
  suiteContext,
  UDN_DEFINITION,
  UDN_GRAPH,
} from './permissions-matrix-library.testing.js';

const udnIntact = async (w: World, f: LibraryFresh) => {
  const list = await asOwner(w, 'POST', '/udns/getWithGraphsByIds', { udnIds: [f.udnId] });
  expect(list.body).toMatchObject([{ id: f.udnId, definitionName: 'myAdder', graph: UDN_GRAPH }]);
  // Nothing was added to the owner's version group either (no published version, no new draft).
  const rows = await suiteContext.db.select().from(udns).where(eq(udns.versionGroupId, f.versionGroupId));
  expect(rows.map((row) => row.id)).toEqual([f.udnId]);
};
const groupIntact = async (w: World, f: LibraryFresh) => {
  // No route reads a version group back: its row is read from the database.
  const rows = await suiteContext.db
    .select()
    .from(udnVersionGroups)
    .where(eq(udnVersionGroups.id, f.versionGroupId));
  expect(rows).toMatchObject([{ sharedDefinition: { color: 'red' } }]);
  await udnIntact(w, f);
};
const snippetIntact = async (w: World, f: LibraryFresh) =>
  expect(await ownersRow(w, '/snippets', f.snippetId)).toMatchObject({ name: 'Adder', graph: UDN_GRAPH });
const presetIntact = async (w: World, f: LibraryFresh) =>
  expect((await asOwner(w, 'GET', `/nodePresets/${f.presetId}`)).body).toMatchObject({
    name: 'Big',
    params: { value: 100 },
  });
const udnIds = (body: unknown) =>
  (body as { definition: { udnId: string } }[]).map((x) => x.definition.udnId);

const EVERYBODY = (ok: number): LibraryCase['statuses'] => [ok, ok, ok, ok, ok, ok, ok];

const cases: LibraryCase[] = [
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
    // everybody reads by id (official UDNs, for the official demos); the owner alone gets this one
    statuses: EVERYBODY(200),
    onSuccess: listsOwn(ids, (f) => f.udnId),
  },
  {
    route: 'POST /udns/getWithoutGraphsByIds',
    request: (f) => ({ method: 'POST', url: '/udns/getWithoutGraphsByIds', payload: { udnIds: [f.udnId] } }),
    // everybody reads by id (official UDNs, for the official demos); the owner alone gets this one
    statuses: EVERYBODY(200),
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
];

describeLibraryMatrix('permission matrix of the library', cases);
