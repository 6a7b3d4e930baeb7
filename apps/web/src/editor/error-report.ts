/**
 * Where the editor's refusals go: to `onError` (a toast in the app), or, while `refusalOf` runs,
 * back to the caller, which shows the first one itself (one error, said once).
 */
export class ErrorReport {
  #captured: string[] | undefined;

  constructor(private readonly onError: (message: string) => void) {}

  /** runs `run`, reporting what it throws (undefined then) */
  attempt<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (this.#captured) this.#captured.push(message);
      else this.onError(message);
      return undefined;
    }
  }

  /** Runs writes whose refusal the caller shows: returns the first refusal's message (a thrown one too). */
  refusalOf(writes: () => unknown): string | undefined {
    const outer = this.#captured;
    const refusals: string[] = [];
    this.#captured = refusals;
    try {
      writes();
    } catch (error) {
      refusals.push(error instanceof Error ? error.message : String(error));
    } finally {
      this.#captured = outer;
    }
    return refusals[0];
  }
}
