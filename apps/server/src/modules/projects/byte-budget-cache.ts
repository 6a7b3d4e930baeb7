/**
 * Values by key, the most recently used kept within a byte budget (a value's size is its length:
 * bytes for a Buffer, UTF-16 code units for a string, which is its size in memory for the one-byte
 * strings JSON texts mostly are). Map keeps insertion order, so the first entry is the least
 * recently used.
 */
export class ByteBudgetCache<Value extends string | Uint8Array> {
  private readonly entries = new Map<string, Value>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** Bytes held now (for tests and logs). */
  get size(): number {
    return this.bytes;
  }

  get(key: string): Value | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps a value unless it alone exceeds the budget; drops the least recently used past it. */
  set(key: string, value: Value): void {
    if (value.length > this.budgetBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, dropped] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= dropped.length;
    }
  }
}
