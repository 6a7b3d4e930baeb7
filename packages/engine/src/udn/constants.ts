/** UDN constants of spec 2 §9 and §7. */
export const UDN_GRAPH_BATCH_SIZE = 30;
export const UDN_METADATA_PAGE_SIZE = 20;
export const UDN_CACHE_DATABASE = 'udn-cache';
export const UDN_CACHE_DATABASE_VERSION = 2;
export const LATEST_DRAFT = 'latestDraft';
export const OUTDATED = 'outdated';

/** UDN texts of spec 2 §8 and spec 1 §8, exactly as written. */
export const UDN_MESSAGES = {
  notRegistered: (name: string, id: string) => `UDN ${name} is not registered in the node library, id=${id}`,
  unknownForEvents: (id: string) =>
    `Cannot register events for unknown UDN id=${id}, register metadata first`,
  noEvents: (id: string, name: string) => `No events found for UDN id=${id} name=${name}`,
  levelName: (id: string) => `Cannot register UDN with name 'level', id=${id}`,
  notValid: (id: string, name: string) => `Provided node is not a valid UDN id=${id} name=${name}`,
  notFound: 'UDN not found',
  cannotUnpack: 'Cannot unpack node',
  loadingOne: (name: string, kind: UdnLoadKind, status: UdnLoadStatus) =>
    `UDN ${name} ${kind} loading status: ${status}`,
  loadingMany: (kind: UdnLoadKind, status: UdnLoadStatus) => `UDN ${kind} loading status: ${status}`,
  loadingManyDescription: (n: number) => `${n} UDNs in total`,
} as const;

export type UdnLoadKind = 'metadata' | 'graph';
export type UdnLoadStatus = 'loading' | 'loaded';
