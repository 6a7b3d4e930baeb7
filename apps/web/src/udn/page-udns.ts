import type { DefinitionRegistry } from '@nodeloom/engine';
import { consoleLog, loggerInto } from '../state/console-log.js';
import { toastsStore } from '../state/toasts.js';
import { browserUdnCache } from './browser-udn-cache.js';
import { UdnSession } from './udn-session.js';
import { apiUdnTransport } from './udn-transport.js';

let session: UdnSession | undefined;

/**
 * The page's one UDN session over the page's one node library (built-in registry): UDN
 * definitions are registered once per page, like the built-in ones.
 */
export function pageUdns(registry: DefinitionRegistry): UdnSession {
  session ??= new UdnSession(registry, {
    transport: apiUdnTransport,
    cache: browserUdnCache(),
    warn: (message) => loggerInto(consoleLog, 'evaluation', console).warn(message),
    toast: ({ title, description }) =>
      toastsStore.getState().show({ kind: 'info', title, ...(description ? { description } : {}) }),
  });
  return session;
}

/** The page's UDN session once a workspace has opened (dialogs use it). */
export function currentUdns(): UdnSession | undefined {
  return session;
}
