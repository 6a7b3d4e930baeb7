/**
 * Sends at most one value per key every `intervalMs`; a value that comes sooner waits for the end
 * of the window and only the latest waiting one is sent, so the final position is never dropped.
 */
export class LatestThrottle<K, V> {
  readonly #sentAt = new Map<K, number>();
  readonly #waiting = new Map<K, { value: V; timer: ReturnType<typeof setTimeout> }>();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (key: K, value: V) => void,
    private readonly now: () => number = Date.now,
  ) {}

  push(key: K, value: V): void {
    const waiting = this.#waiting.get(key);
    if (waiting) {
      waiting.value = value;
      return;
    }
    const wait = (this.#sentAt.get(key) ?? Number.NEGATIVE_INFINITY) + this.intervalMs - this.now();
    if (wait <= 0) {
      this.#emit(key, value);
      return;
    }
    const timer = setTimeout(() => {
      const latest = this.#waiting.get(key);
      this.#waiting.delete(key);
      if (latest) this.#emit(key, latest.value);
    }, wait);
    this.#waiting.set(key, { value, timer });
  }

  /** Drops what waits (the socket is gone; the next join sends everything afresh). */
  cancel(): void {
    for (const { timer } of this.#waiting.values()) clearTimeout(timer);
    this.#waiting.clear();
  }

  #emit(key: K, value: V): void {
    this.#sentAt.set(key, this.now());
    this.send(key, value);
  }
}
