import type { RulePlatform } from '../model/index.js';

/** The platform rules get when the host gives none: the global fetch and clock. */
export function defaultPlatform(): RulePlatform {
  return {
    kind: 'document' in globalThis ? 'browser' : 'node',
    fetch: (...a) => fetch(...a),
    now: () => Date.now(),
  };
}
