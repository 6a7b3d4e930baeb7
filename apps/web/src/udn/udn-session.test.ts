import {
  DefinitionRegistry,
  type GraphNode,
  type UdnMetadata,
  type UdnToast,
  type UdnTransport,
  type UdnWithGraph,
} from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { memoryUdnStore, udnCacheOver } from './udn-cache.js';
import { UdnSession, udnIdsOf } from './udn-session.js';
import { ownVersionGroupsOf } from './version-groups.js';

const node = (id: string, definitionName: string, udnId?: string): GraphNode =>
  ({
    id,
    definitionName,
    name: id,
    position: { x: 0, y: 0 },
    size: { width: 100, height: 50 },
    params: {},
    customParams: {},
    flags: {},
    ...(udnId ? { udnId } : {}),
  }) as unknown as GraphNode;

const meta = (udnId: string, lastModifiedAt = 't1'): UdnMetadata => ({
  definition: { udnId, definitionName: `udn_${udnId}`, hasSubLevel: true, version: '1.0.0' },
  versionGroup: { id: `group_${udnId}` },
  lastModifiedAt,
});

/** A server holding UDNs; `inner` puts a node of another UDN inside one. */
function fakeServer(ids: string[], inner: Record<string, string> = {}, lastModifiedAt = 't1') {
  const calls = { graphs: [] as string[][], metadata: [] as string[][], pages: [] as number[] };
  const graphOf = (id: string): UdnWithGraph => ({
    id,
    definitionName: `udn_${id}`,
    lastModifiedAt,
    graph: {
      nodes: [node(`${id}_in`, 'levelInput'), ...(inner[id] ? [node(`${id}_x`, 'x', inner[id])] : [])],
      connections: [],
    },
  });
  const transport: UdnTransport = {
    getWithGraphsByIds: async (batch) => {
      calls.graphs.push(batch);
      return batch.filter((id) => ids.includes(id)).map(graphOf);
    },
    getWithoutGraphsByIds: async (batch) => {
      calls.metadata.push(batch);
      return batch.filter((id) => ids.includes(id)).map((id) => meta(id, lastModifiedAt));
    },
    list: async (page, pageSize) => {
      calls.pages.push(page);
      const slice = ids.slice((page - 1) * pageSize, page * pageSize);
      return { udns: slice.map((id) => meta(id, lastModifiedAt)), metadata: { totalCount: ids.length } };
    },
  };
  return { transport, calls, graphOf };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `u${String(i).padStart(2, '0')}`);

describe('UdnSession: UDNs registered in the node library', () => {
  it('lists every UDN 20 a page and registers their definitions', async () => {
    const server = fakeServer(ids(45));
    const registry = new DefinitionRegistry();
    const session = new UdnSession(registry, { transport: server.transport, toast: () => {} });
    await session.loadAllMetadata();
    expect(server.calls.pages).toEqual([1, 2, 3]);
    expect(registry.get('udn_u44')?.udnId).toBe('u44');
  });

  it("registers before the graph is built the UDNs a project uses that are not the user's own", async () => {
    // the user owns one; the project uses two official ones (read by id), one already registered
    const server = fakeServer(['mine', 'official1', 'official2']);
    const registry = new DefinitionRegistry();
    const session = new UdnSession(registry, {
      transport: {
        ...server.transport,
        list: async () => ({ udns: [meta('mine')], metadata: { totalCount: 1 } }),
      },
      toast: () => {},
    });
    await session.loadAllMetadata();
    session.library.registerMetadata([meta('official1')]);
    await session.loadMetadataUsedBy({
      nodes: [
        node('a', 'udn_official1', 'official1'),
        node('b', 'udn_official2', 'official2'),
        node('c', 'x'),
      ],
    });
    expect(server.calls.metadata).toEqual([['official2']]);
    expect(registry.get('udn_official2')?.udnId).toBe('official2');
    expect(server.calls.graphs).toEqual([]);
    // only the user's own groups can take a new version
    expect([session.owns('mine'), session.owns('official2')]).toEqual([true, false]);
    expect(ownVersionGroupsOf(session).map((group) => group.name)).toEqual(['udn_mine']);
  });

  it('fetches the graphs a project uses in batches of 30, with the loading toasts of spec 1 §8', async () => {
    const server = fakeServer(ids(31));
    const toasts: UdnToast[] = [];
    const session = new UdnSession(new DefinitionRegistry(), {
      transport: server.transport,
      toast: (t) => toasts.push(t),
    });
    const graph = { nodes: ids(31).map((id) => node(`n_${id}`, `udn_${id}`, id)) };
    const loaded = await session.loadUsedBy(graph);
    expect(loaded).toHaveLength(31);
    expect(server.calls.graphs.map((b) => b.length)).toEqual([30, 1]);
    expect(toasts).toEqual([
      { title: 'UDN metadata loading status: loading', description: '31 UDNs in total' },
      { title: 'UDN metadata loading status: loaded', description: '31 UDNs in total' },
      { title: 'UDN graph loading status: loading', description: '31 UDNs in total' },
      { title: 'UDN graph loading status: loaded', description: '31 UDNs in total' },
    ]);
    expect(session.library.internals('u30')?.graph.nodes[0]?.id).toBe('u30_in');
  });

  it('names a single UDN in its toasts and follows the UDNs used inside a UDN', async () => {
    const server = fakeServer(['a', 'b'], { a: 'b' });
    const toasts: string[] = [];
    const session = new UdnSession(new DefinitionRegistry(), {
      transport: server.transport,
      toast: (t) => toasts.push(t.title),
    });
    await session.loadAllMetadata();
    expect(await session.loadUsedBy({ nodes: [node('n1', 'udn_a', 'a')] })).toEqual(['a', 'b']);
    expect(toasts).toEqual([
      'UDN udn_a graph loading status: loading',
      'UDN udn_a graph loading status: loaded',
      'UDN udn_b graph loading status: loading',
      'UDN udn_b graph loading status: loaded',
    ]);
  });

  it("names a UDN it has no metadata of yet by its usage's name, not its id (an official demo's)", async () => {
    const server = fakeServer(['a']);
    const toasts: string[] = [];
    const session = new UdnSession(new DefinitionRegistry(), {
      transport: server.transport,
      toast: (t) => toasts.push(t.title),
    });
    await session.loadMetadataUsedBy({ nodes: [node('n1', 'udn_a', 'a')] });
    expect(toasts).toEqual([
      'UDN udn_a metadata loading status: loading',
      'UDN udn_a metadata loading status: loaded',
    ]);
  });

  it('uses a cached graph while its lastModifiedAt matches and refetches a changed one', async () => {
    const store = memoryUdnStore();
    const first = fakeServer(['a']);
    const open = async (server: ReturnType<typeof fakeServer>) => {
      const session = new UdnSession(new DefinitionRegistry(), {
        transport: server.transport,
        cache: udnCacheOver(store),
        toast: () => {},
      });
      await session.loadAllMetadata();
      await session.loadUsedBy({ nodes: [node('n1', 'udn_a', 'a')] });
      return session;
    };
    await open(first);
    expect(first.calls.graphs).toEqual([['a']]);
    const again = fakeServer(['a']);
    await open(again);
    expect(again.calls.graphs).toEqual([]); // from the cache
    const changed = fakeServer(['a'], {}, 't2');
    const session = await open(changed);
    expect(changed.calls.graphs).toEqual([['a']]);
    expect(session.library.internals('a')?.lastModifiedAt).toBe('t2');
  });

  it('a UDN this page wrote is registered and cached: the next open does not fetch its graph', async () => {
    const store = memoryUdnStore();
    const server = fakeServer(['a']);
    const writer = new UdnSession(new DefinitionRegistry(), {
      transport: server.transport,
      cache: udnCacheOver(store),
      toast: () => {},
    });
    const written = server.graphOf('a');
    expect(await writer.registerWritten([meta('a')], written.graph)).toEqual(['a']);
    expect(writer.library.internals('a')?.graph).toEqual(written.graph);
    const next = new UdnSession(new DefinitionRegistry(), {
      transport: server.transport,
      cache: udnCacheOver(store),
      toast: () => {},
    });
    await next.loadAllMetadata();
    await next.loadUsedBy({ nodes: [node('n1', 'udn_a', 'a')] });
    expect(server.calls.graphs).toEqual([]);
    expect(next.library.internals('a')?.graph).toEqual(written.graph);
  });

  it('udnIdsOf lists each UDN a graph uses once', () => {
    expect(udnIdsOf({ nodes: [node('1', 'x', 'a'), node('2', 'x', 'a'), node('3', 'y')] })).toEqual(['a']);
  });
});
