import { isDebugFlagSet } from './browserStorage.js';
import type { DebugFlag } from './constants.js';

// Read once per page load: views check flags on every render, and a flag takes effect on reload.
const cache = new Map<DebugFlag, boolean>();

/** Whether `localStorage.debug_<flag>` is set (spec 1 §9); cached for the page's life. */
export function debugFlag(flag: DebugFlag): boolean {
  let on = cache.get(flag);
  if (on === undefined) {
    on = isDebugFlagSet(flag);
    cache.set(flag, on);
  }
  return on;
}

/** Logs under a flag, prefixed with it, so a console filter on the flag's name finds its lines. */
export function debugLog(flag: DebugFlag, ...values: unknown[]): void {
  if (debugFlag(flag)) console.debug(`[debug_${flag}]`, ...values);
}
