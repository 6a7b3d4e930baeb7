import { describe, expect, it } from 'vitest';
import { DefinitionRegistry } from '../model/index.js';
import { UdnLibrary } from './library.js';
import { UdnLoader } from './loader.js';
import { doublerGraph, udnMetadata } from './testing.js';
import type { UdnCache, UdnMetadata, UdnToast, UdnTransport, UdnWithGraph } from './types.js';

function memoryCache(): UdnCache & { graphs: Map<string, UdnWithGraph> } {
  const graphs = new Map<string, UdnWithGraph>();
  const metadata = new Map<string, UdnMetadata>();
  return {
    graphs,
    getGraph: async (id) => graphs.get(id),
    putGraph: async (item) => void graphs.set(item.id, item),
    getMetadata: async (id) => metadata.get(id),
    putMetadata: async (item) => void metadata.set(item.definition.udnId, item),
  };
}

function setup(count: number) {
  const all = Array.from({ length: count }, (_, i) => udnMetadata(`udn_${i}`, `u${i}`, '1.0.0', `g${i}`));
  const calls: string[] = [];
  const transport: UdnTransport = {
    list: async (page, pageSize) => {
      calls.push(`list ${page} ${pageSize}`);
      return {
        udns: all.slice((page - 1) * pageSize, page * pageSize),
        metadata: { totalCount: all.length },
      };
    },
    getWithoutGraphsByIds: async (ids) => {
      calls.push(`metadata ${ids.length}`);
      return all.filter((m) => ids.includes(m.definition.udnId));
    },
    getWithGraphsByIds: async (ids) => {
      calls.push(`graphs ${ids.length}`);
      return ids.map((id) => ({ ...doublerGraph(id), definitionName: id }));
    },
  };
  const toasts: UdnToast[] = [];
  const cache = memoryCache();
  const library = new UdnLibrary(new DefinitionRegistry(), { warn: () => {} });
  const loader = new UdnLoader(library, transport, cache, (t) => toasts.push(t));
  return { loader, library, calls, toasts, cache };
}

describe('UDN fetching (spec 2 §7)', () => {
  it('lists metadata in pages of 20 until totalCount is read', async () => {
    const { loader, library, calls } = setup(45);
    await loader.loadAllMetadata();
    expect(calls).toEqual(['list 1 20', 'list 2 20', 'list 3 20']);
    expect(library.registeredIds()).toHaveLength(45);
  });

  it('fetches graphs by ids in batches of 30, metadata first, with loading toasts', async () => {
    const { loader, library, calls, toasts } = setup(65);
    const ids = Array.from({ length: 65 }, (_, i) => `udn_${i}`);
    await loader.loadGraphs(ids);
    expect(calls).toEqual(['metadata 65', 'graphs 30', 'graphs 30', 'graphs 5']);
    expect(library.internals('udn_64')).toBeDefined();
    expect(loader.status.status('graph', 'udn_3')).toBe('loaded');
    expect(loader.status.status('metadata', 'udn_3')).toBe('loaded');
    expect(toasts).toEqual([
      { title: 'UDN metadata loading status: loading', description: '65 UDNs in total' },
      { title: 'UDN metadata loading status: loaded', description: '65 UDNs in total' },
      { title: 'UDN graph loading status: loading', description: '65 UDNs in total' },
      { title: 'UDN graph loading status: loaded', description: '65 UDNs in total' },
    ]);
  });

  it("a single UDN's toast names it: by the name its usage carries until its metadata tells", async () => {
    const { loader, toasts } = setup(2);
    await loader.loadMetadata(['udn_0'], new Map([['udn_0', 'u0']]));
    // with no usage to name it, its id stands in
    await loader.loadMetadata(['udn_1']);
    expect(toasts.map((t) => t.title)).toEqual([
      'UDN u0 metadata loading status: loading',
      'UDN u0 metadata loading status: loaded',
      'UDN udn_1 metadata loading status: loading',
      'UDN u1 metadata loading status: loaded',
    ]);
  });

  it('uses a cached graph only while its lastModifiedAt equals the registered one', async () => {
    const current = setup(2);
    current.cache.graphs.set('udn_0', doublerGraph('udn_0')); // same lastModifiedAt as the metadata
    current.cache.graphs.set('udn_1', doublerGraph('udn_1', '2025-01-01T00:00:00.000Z')); // stale
    await current.loader.loadGraphs(['udn_0', 'udn_1']);
    expect(current.calls).toEqual(['metadata 2', 'graphs 1']);
    expect(current.cache.graphs.get('udn_1')?.lastModifiedAt).toBe('2026-01-01T00:00:00.000Z');
  });
});
