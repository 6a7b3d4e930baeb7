/** How long a head this instance heard of is trusted to answer an empty pull without the database. */
export const HEAD_TRUST_MS = 5_000;
/** Projects whose heads an instance remembers at most. */
const REMEMBERED_PROJECTS = 10_000;

/**
 * Each project's last counter as this instance last heard it: from its own commits and, through
 * the Redis adapter, from the other instances' (docs/collaboration.md "Cheap catch-up"). A pull
 * that is already at the head is answered from here; a head not heard of within HEAD_TRUST_MS (an
 * instance that missed a notice while Redis was down) is read from the database again.
 */
export class HeadCounters {
  readonly #heads = new Map<string, { counter: number; at: number }>();

  constructor(
    /** how long a head heard of is trusted (forever where this instance is the only writer) */
    private readonly trustMs: number = HEAD_TRUST_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A head read from the database or announced by a commit (never moves back). */
  heard(projectId: string, counter: number): void {
    const known = this.#heads.get(projectId);
    this.#heads.delete(projectId);
    this.#heads.set(projectId, { counter: Math.max(counter, known?.counter ?? 0), at: this.now() });
    for (const oldest of this.#heads.keys()) {
      if (this.#heads.size <= REMEMBERED_PROJECTS) break;
      this.#heads.delete(oldest);
    }
  }

  /** The head if heard of recently enough, else undefined (ask the database). */
  known(projectId: string): number | undefined {
    const known = this.#heads.get(projectId);
    if (!known || this.now() - known.at > this.trustMs) return undefined;
    return known.counter;
  }
}
