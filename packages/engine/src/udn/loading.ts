import { UDN_MESSAGES, type UdnLoadKind, type UdnLoadStatus } from './constants.js';
import type { UdnToast } from './types.js';

/**
 * Loading status per UDN id, separately for metadata and graph: loading, then loaded (no failed
 * state is shown), with the toasts of spec 1 §8.
 */
export class UdnLoadingStatus {
  readonly #status: Record<UdnLoadKind, Map<string, UdnLoadStatus>> = {
    metadata: new Map(),
    graph: new Map(),
  };

  constructor(private readonly toast: (toast: UdnToast) => void = () => {}) {}

  status(kind: UdnLoadKind, udnId: string): UdnLoadStatus | undefined {
    return this.#status[kind].get(udnId);
  }

  /** Marks ids and shows the toast: one UDN by name, several by count. */
  set(
    kind: UdnLoadKind,
    ids: readonly string[],
    status: UdnLoadStatus,
    nameOf: (id: string) => string,
  ): void {
    if (ids.length === 0) return;
    for (const id of ids) this.#status[kind].set(id, status);
    if (ids.length === 1) this.toast({ title: UDN_MESSAGES.loadingOne(nameOf(ids[0]), kind, status) });
    else {
      this.toast({
        title: UDN_MESSAGES.loadingMany(kind, status),
        description: UDN_MESSAGES.loadingManyDescription(ids.length),
      });
    }
  }
}
