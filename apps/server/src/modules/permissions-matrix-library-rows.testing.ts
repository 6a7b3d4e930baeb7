// The permission matrix of the library (UDNs and their version groups, snippets, node presets):
// every route as all seven callers. These rows belong to one user: team members, team owners and
// administrators get what another user gets (404, or their own list), an access token opens none
// of them (401). After every refused write the owner reads the row back unchanged.

import { routes } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { udns, udnVersionGroups } from '../db/schema/index.js';
import { OWNERS, type World } from './permissions-matrix.testing.js';
import {
  asOwner,
  ids,
  type LibraryCase,
  type LibraryFresh,
  listsOwn,
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

export const libraryRows: LibraryCase[] = [
  // UDNs and their version groups
  {
    route: routes.udns.list,
    request: () => ({ method: 'GET', url: '/udns' }),
    onSuccess: listsOwn(
      (body) => udnIds((body as { udns: unknown }).udns),
      (f) => f.udnId,
    ),
  },
  {
    route: routes.udns.create,
    label: 'in the owner’s version group',
    subject: OWNERS,
    request: (f) => ({
      method: 'POST',
      url: '/udns',
      payload: {
        definition: { ...UDN_DEFINITION, definitionName: 'second' },
        versionGroupId: f.versionGroupId,
      },
    }),
    unchanged: udnIntact,
  },
  {
    route: routes.udns.update,
    subject: OWNERS,
    request: (f) => ({
      method: 'PATCH',
      url: `/udns/${f.udnId}`,
      payload: { graph: { nodes: [], connections: [] } },
    }),
    unchanged: udnIntact,
  },
  {
    route: routes.udns.delete,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/udns/${f.udnId}` }),
    unchanged: udnIntact,
  },
  {
    route: routes.udns.getWithGraphsByIds,
    request: (f) => ({ method: 'POST', url: '/udns/getWithGraphsByIds', payload: { udnIds: [f.udnId] } }),
    // everybody reads by id (official UDNs, for the official demos); the owner alone gets this one
    onSuccess: listsOwn(ids, (f) => f.udnId),
  },
  {
    route: routes.udns.getWithoutGraphsByIds,
    request: (f) => ({ method: 'POST', url: '/udns/getWithoutGraphsByIds', payload: { udnIds: [f.udnId] } }),
    // everybody reads by id (official UDNs, for the official demos); the owner alone gets this one
    onSuccess: listsOwn(udnIds, (f) => f.udnId),
  },
  {
    route: routes.udns.publishVersion,
    subject: OWNERS,
    request: (f) => ({ method: 'POST', url: `/udns/${f.udnId}/versions/1.0.0` }),
    unchanged: udnIntact,
  },
  {
    route: routes.udns.createVersionGroup,
    request: () => ({ method: 'POST', url: '/udns/versionGroups', payload: { sharedDefinition: null } }),
  },
  {
    route: routes.udns.updateVersionGroup,
    subject: OWNERS,
    request: (f) => ({
      method: 'PATCH',
      url: `/udns/versionGroups/${f.versionGroupId}`,
      payload: { sharedDefinition: null },
    }),
    unchanged: groupIntact,
  },
  {
    route: routes.udns.deleteVersionGroup,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/udns/versionGroups/${f.versionGroupId}` }),
    unchanged: groupIntact,
  },
  // Snippets
  {
    route: routes.snippets.list,
    request: () => ({ method: 'GET', url: '/snippets' }),
    onSuccess: listsOwn(ids, (f) => f.snippetId),
  },
  {
    route: routes.snippets.create,
    request: () => ({ method: 'POST', url: '/snippets', payload: { name: 'Mine', graph: UDN_GRAPH } }),
  },
  {
    route: routes.snippets.update,
    subject: OWNERS,
    request: (f) => ({ method: 'PATCH', url: `/snippets/${f.snippetId}`, payload: { name: 'Mine' } }),
    unchanged: snippetIntact,
  },
  {
    route: routes.snippets.updateGraph,
    subject: OWNERS,
    request: (f) => ({
      method: 'PATCH',
      url: `/snippets/${f.snippetId}/graph`,
      payload: { graph: { nodes: [], connections: [] } },
    }),
    unchanged: snippetIntact,
  },
  {
    route: routes.snippets.delete,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/snippets/${f.snippetId}` }),
    unchanged: snippetIntact,
  },
  // Node presets
  {
    route: routes.nodePresets.list,
    request: () => ({ method: 'GET', url: '/nodePresets' }),
    onSuccess: listsOwn(ids, (f) => f.presetId),
  },
  {
    route: routes.nodePresets.create,
    request: () => ({
      method: 'POST',
      url: '/nodePresets',
      payload: { name: 'Mine', definitionName: 'number', params: {} },
    }),
  },
  {
    route: routes.nodePresets.get,
    subject: OWNERS,
    request: (f) => ({ method: 'GET', url: `/nodePresets/${f.presetId}` }),
  },
  {
    route: routes.nodePresets.update,
    subject: OWNERS,
    request: (f) => ({
      method: 'PATCH',
      url: `/nodePresets/${f.presetId}`,
      payload: { params: { value: 7 } },
    }),
    unchanged: presetIntact,
  },
  {
    route: routes.nodePresets.delete,
    subject: OWNERS,
    request: (f) => ({ method: 'DELETE', url: `/nodePresets/${f.presetId}` }),
    unchanged: presetIntact,
  },
];
