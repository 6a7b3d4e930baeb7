import { EngineError } from '@nodeloom/engine';
import type { Refusal } from '../base/errors.js';

/**
 * Where the editor's refusals go when the write returns none to its caller (a boolean or void
 * write): to `onError` (a toast in the app). A write that returns a Result hands its refusal back
 * instead, and the caller shows it (one error, said once).
 */
export class ErrorReport {
  constructor(private readonly onError: (message: string) => void) {}

  /** runs `run`, reporting what it throws (undefined then) */
  attempt<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      this.onError(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  report(refusal: Refusal): void {
    this.onError(refusal.message);
  }
}

/** The engine's refusal (an EngineError: a rule of the spec) as a value; anything else is a bug and throws on. */
export function refusalOfEngine(error: unknown): Refusal {
  if (!(error instanceof EngineError)) throw error;
  return { code: `engine.${error.code}`, message: error.message };
}
