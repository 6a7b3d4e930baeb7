/**
 * Names on one level, handing out unique ones the way the engine's uniqueNodeName does (a clash
 * gets its stem plus one above the highest numeric suffix used with that stem: box, box3 → box4),
 * but in constant time per name after one scan per stem, so pasting thousands of nodes stays linear.
 */
export class LevelNames {
  readonly #names: Set<string>;
  /** highest numeric suffix per stem, for the stems asked about so far */
  readonly #highest = new Map<string, number>();

  constructor(names: Iterable<string>) {
    this.#names = new Set(names);
  }

  /** `wanted` if free, else the next free name of its stem; the name is taken either way. */
  take(wanted: string): string {
    if (!this.#names.has(wanted)) {
      this.#add(wanted);
      return wanted;
    }
    const stem = wanted.replace(/\d+$/, '');
    let next = this.#highestOf(stem) + 1;
    while (this.#names.has(stem + String(next))) next++;
    const name = stem + String(next);
    this.#add(name);
    return name;
  }

  #highestOf(stem: string): number {
    let highest = this.#highest.get(stem);
    if (highest === undefined) {
      highest = 0;
      for (const name of this.#names) {
        const rest = name.startsWith(stem) ? name.slice(stem.length) : '';
        if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest));
      }
      this.#highest.set(stem, highest);
    }
    return highest;
  }

  #add(name: string): void {
    this.#names.add(name);
    const digits = /\d+$/.exec(name);
    if (!digits) return;
    const stem = name.slice(0, digits.index);
    const highest = this.#highest.get(stem);
    if (highest !== undefined) this.#highest.set(stem, Math.max(highest, Number(digits[0])));
  }
}
