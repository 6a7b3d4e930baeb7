import type { UdnMetadata, UdnWithGraph } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { isCurrent, memoryUdnStore, type UdnStorePort, udnCacheOver } from './udn-cache.js';

const graph = (id: string, lastModifiedAt: string): UdnWithGraph => ({
  id,
  definitionName: 'doubler',
  lastModifiedAt,
  graph: { nodes: [], connections: [] },
});
const metadata = (udnId: string): UdnMetadata => ({
  definition: { udnId, definitionName: 'doubler', hasSubLevel: true, version: '1.0.0' },
  versionGroup: { id: 'g' },
  lastModifiedAt: '2026-01-01T00:00:00.000Z',
});

describe('udn-cache over a store port', () => {
  it('stores graphs by id and metadata by UDN id', async () => {
    const store = memoryUdnStore();
    const cache = udnCacheOver(store);
    await cache.putGraph(graph('u1', 't1'));
    await cache.putMetadata(metadata('u2'));
    expect(await cache.getGraph('u1')).toEqual(graph('u1', 't1'));
    expect(await cache.getMetadata('u2')).toEqual(metadata('u2'));
    expect(await cache.getGraph('u2')).toBeUndefined();
    expect(store.size('graphs')).toBe(1);
    expect(store.size('metadata')).toBe(1);
  });

  it('an entry is current only while its lastModifiedAt equals the registered one', () => {
    expect(isCurrent({ lastModifiedAt: 't1' }, 't1')).toBe(true);
    expect(isCurrent({ lastModifiedAt: 't1' }, 't2')).toBe(false);
    expect(isCurrent(undefined, 't1')).toBe(false);
  });

  it('a store that fails reads as a miss and a failed write is only logged', async () => {
    const broken: UdnStorePort = {
      get: () => Promise.reject(new Error('disk gone')),
      put: () => Promise.reject(new Error('quota')),
    };
    const warnings: string[] = [];
    const cache = udnCacheOver(broken, (m) => warnings.push(m));
    expect(await cache.getGraph('u1')).toBeUndefined();
    await expect(cache.putGraph(graph('u1', 't1'))).resolves.toBeUndefined();
    expect(warnings).toEqual([
      'udn-cache: cannot read graphs u1: disk gone',
      'udn-cache: cannot write graphs u1: quota',
    ]);
  });
});
