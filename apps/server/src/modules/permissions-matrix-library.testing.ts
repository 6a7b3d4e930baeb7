// Fresh personal resources of the owner for the library-area permission matrix: UDN with its
// version group, snippet, node preset, layout, preference, uploaded asset, form with a reply and a
// started Stripe checkout — on top of the team, projects and access token of freshResources.
import { API_BASE_PATH } from '@nodeloom/api';
import { apiHeaders } from '../test/index.js';
import { type Fresh, freshResources, type World } from './permissions-matrix.testing.js';
import { call } from './projects/fixtures.testing.js';

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
