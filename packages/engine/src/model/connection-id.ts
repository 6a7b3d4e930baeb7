import type { Connection } from './node.js';

/**
 * cyrb53: a small, fast, well-distributed 53-bit string hash. The engine runs in the browser
 * without Node crypto, and a connection id only needs to be deterministic and collision-unlikely.
 */
function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * A connection's id: a hash of its five fields (spec 2 §3 Connection), over a canonical string
 * with a separator that cannot appear in ids, so ('a','bc') and ('ab','c') differ.
 */
export function connectionId(c: Connection): string {
  const canonical = [
    c.sourceNode,
    c.sourceOutputIdentifier,
    c.targetNode,
    c.targetInputIdentifier,
    c.order,
  ].join('\u0000');
  return 'conn_' + cyrb53(canonical).toString(36);
}
