import type { Connection } from './node.js';

const HEX = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));

/**
 * cyrb53's mixing (a small, fast, well-distributed string hash) kept at 64 bits and written as 16
 * hex digits. The engine runs in the browser without Node crypto, and a connection id only needs to
 * be deterministic and collision-unlikely. Hex digits are built by hand: Number#toString is the slow
 * part of hashing ids during a replay.
 */
function hash64(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  // sixteen arguments, not a spread array: one call, nothing allocated but the string
  return String.fromCharCode(
    HEX[(h2 >>> 28) & 15],
    HEX[(h2 >>> 24) & 15],
    HEX[(h2 >>> 20) & 15],
    HEX[(h2 >>> 16) & 15],
    HEX[(h2 >>> 12) & 15],
    HEX[(h2 >>> 8) & 15],
    HEX[(h2 >>> 4) & 15],
    HEX[h2 & 15],
    HEX[(h1 >>> 28) & 15],
    HEX[(h1 >>> 24) & 15],
    HEX[(h1 >>> 20) & 15],
    HEX[(h1 >>> 16) & 15],
    HEX[(h1 >>> 12) & 15],
    HEX[(h1 >>> 8) & 15],
    HEX[(h1 >>> 4) & 15],
    HEX[h1 & 15],
  );
}

/**
 * A connection's id: a hash of its five fields (spec 2 §3 Connection), over a canonical string
 * with a separator that cannot appear in ids, so ('a','bc') and ('ab','c') differ.
 */
export function connectionId(c: Connection): string {
  return wireId(c.sourceNode, c.sourceOutputIdentifier, c.targetNode, c.targetInputIdentifier, c.order);
}

/** connectionId of the five fields as they are (no Connection object to build first). */
export function wireId(
  sourceNode: string,
  sourceOutputIdentifier: string,
  targetNode: string,
  targetInputIdentifier: string,
  order: number,
): string {
  return (
    'conn_' +
    hash64(
      sourceNode +
        '\u0000' +
        sourceOutputIdentifier +
        '\u0000' +
        targetNode +
        '\u0000' +
        targetInputIdentifier +
        '\u0000' +
        order,
    )
  );
}
