import { toEngineUdnMetadata } from '@nodeloom/api';
import {
  UDN_GRAPH_BATCH_SIZE,
  type UdnMetadata,
  type UdnTransport,
  type UdnWithGraph,
} from '@nodeloom/engine';
import { listUdnPage, udnsWithGraphs, udnsWithoutGraphs } from '../services/udns.js';

/** The server's metadata record as the engine's UDN library reads it. */
export const toEngineMetadata = toEngineUdnMetadata;

/** The engine's UDN calls bound to the REST client (spec 1 §7 UDNs). */
export const apiUdnTransport: UdnTransport = {
  // the server keeps the graph the creator sent (the engine's nodes and wires) and checks only ids
  getWithGraphsByIds: async (udnIds) => (await udnsWithGraphs(udnIds)) as unknown as UdnWithGraph[],
  // the server takes at most 30 ids a call; the loader may ask for more at once
  getWithoutGraphsByIds: async (udnIds) => {
    const out: UdnMetadata[] = [];
    for (let i = 0; i < udnIds.length; i += UDN_GRAPH_BATCH_SIZE) {
      const batch = await udnsWithoutGraphs(udnIds.slice(i, i + UDN_GRAPH_BATCH_SIZE));
      out.push(...batch.map(toEngineMetadata));
    }
    return out;
  },
  list: async (page, pageSize) => {
    const response = await listUdnPage(page, pageSize);
    return { udns: response.udns.map(toEngineMetadata), metadata: response.metadata };
  },
};
