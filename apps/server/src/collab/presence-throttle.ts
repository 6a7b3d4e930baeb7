/**
 * The server's cap on presence relays per socket and event: at most one per `intervalMs`. An
 * update inside the window replaces the pending one and goes out when the window ends, so the
 * last position always arrives (a dropped final pointer move would leave a stale pointer).
 */
export class PresenceThrottle {
  private readonly lastSent = new Map<string, number>();
  private readonly pending = new Map<string, { send: () => void; timer: NodeJS.Timeout }>();

  constructor(private readonly intervalMs: number) {}

  run(key: string, send: () => void, now = Date.now()): void {
    const waiting = this.pending.get(key);
    if (waiting) {
      waiting.send = send;
      return;
    }
    const wait = (this.lastSent.get(key) ?? Number.NEGATIVE_INFINITY) + this.intervalMs - now;
    if (wait <= 0) {
      this.lastSent.set(key, now);
      send();
      return;
    }
    const entry = {
      send,
      timer: setTimeout(() => {
        this.pending.delete(key);
        this.lastSent.set(key, Date.now());
        entry.send();
      }, wait),
    };
    this.pending.set(key, entry);
  }

  /** Drops pending relays (the socket left or disconnected). */
  clear(): void {
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
