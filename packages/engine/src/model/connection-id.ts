import type { Connection } from './node.js';

const HEX = [...'0123456789abcdef'].map((c) => c.charCodeAt(0));

/**
 * cyrb53's mixing (a small, fast, well-distributed string hash) kept at 64 bits and written as 16
 * hex digits. The engine runs in the browser without Node crypto, and a connection id only needs to
 * be deterministic and collision-unlikely. The text is fed in parts (`mix`, then `connId`) rather
 * than joined first: replay hashes an id per wire, and the joined string was its biggest allocation.
 */
let h1 = 0;
let h2 = 0;

function begin(): void {
  h1 = 0xdeadbeef;
  h2 = 0x41c6ce57;
}

function mixCode(ch: number): void {
  h1 = Math.imul(h1 ^ ch, 2654435761);
  h2 = Math.imul(h2 ^ ch, 1597334677);
}

function mix(text: string): void {
  for (let i = 0; i < text.length; i++) mixCode(text.charCodeAt(i));
}

const [C, O, N, _] = [...'con_'].map((c) => c.charCodeAt(0));

/** 'conn_' and the hash of everything mixed since `begin` as 16 hex digits, in one flat string. */
function connId(): string {
  let a = h1;
  let b = h2;
  a = Math.imul(a ^ (a >>> 16), 2246822507);
  a ^= Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507);
  b ^= Math.imul(a ^ (a >>> 13), 3266489909);
  // separate arguments, not a spread array: one call, nothing allocated but the string (a flat one:
  // 'conn_' + hex would be a cons string, flattened again by every map it keys). Hex digits are
  // built by hand: Number#toString was the slow part of hashing ids during a replay
  return String.fromCharCode(
    C,
    O,
    N,
    N,
    _,
    HEX[(b >>> 28) & 15],
    HEX[(b >>> 24) & 15],
    HEX[(b >>> 20) & 15],
    HEX[(b >>> 16) & 15],
    HEX[(b >>> 12) & 15],
    HEX[(b >>> 8) & 15],
    HEX[(b >>> 4) & 15],
    HEX[b & 15],
    HEX[(a >>> 28) & 15],
    HEX[(a >>> 24) & 15],
    HEX[(a >>> 20) & 15],
    HEX[(a >>> 16) & 15],
    HEX[(a >>> 12) & 15],
    HEX[(a >>> 8) & 15],
    HEX[(a >>> 4) & 15],
    HEX[a & 15],
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
  // the hash of the five fields joined by NUL, as if `${sourceNode}\0${sourceOutputIdentifier}\0…`
  begin();
  mix(sourceNode);
  mixCode(0);
  mix(sourceOutputIdentifier);
  mixCode(0);
  mix(targetNode);
  mixCode(0);
  mix(targetInputIdentifier);
  mixCode(0);
  mix(String(order));
  return connId();
}
