import { ROOT_CONTEXT_IDS } from './constants.js';

/** A source of randomness in [0, 1); injectable so tests and replays are deterministic. */
export type RandomSource = () => number;

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const NODE_ID_RANDOM_LENGTH = 16;
export const CUSTOM_PARAM_ID_LENGTH = 25;

const ALPHANUMERIC_CODES = [...ALPHANUMERIC].map((c) => c.charCodeAt(0));

/** `length` lowercase alphanumerics. */
export function randomAlphanumeric(length: number, random: RandomSource = Math.random): string {
  // char codes then one flat string: appending 16 one-character strings builds a rope that every
  // later hash or comparison flattens (every stamped event gets such an id)
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) codes[i] = ALPHANUMERIC_CODES[Math.floor(random() * ALPHANUMERIC.length)];
  return String.fromCharCode(...codes);
}

/** A new node id: 'node_' + 16 lowercase alphanumerics. */
export function generateNodeId(random: RandomSource = Math.random): string {
  return 'node_' + randomAlphanumeric(NODE_ID_RANDOM_LENGTH, random);
}

const NODE_ID_PATTERN = /^node_[A-Za-z0-9_-]+$/;
/** What a generated node id looks like (names may not look like this). */
const GENERATED_ID_PATTERN = /^node_[a-z0-9]{16}$/;

/** A node id must start with node_ or be a root context id (spec 2 §5 Node creation). */
export function isValidNodeId(id: unknown): id is string {
  return typeof id === 'string' && (NODE_ID_PATTERN.test(id) || ROOT_CONTEXT_IDS.has(id));
}

export function looksLikeGeneratedId(name: string): boolean {
  return GENERATED_ID_PATTERN.test(name);
}

/** A custom param id: 25 lowercase alphanumerics. */
export function generateCustomParamId(random: RandomSource = Math.random): string {
  return randomAlphanumeric(CUSTOM_PARAM_ID_LENGTH, random);
}

const CUSTOM_PARAM_ID_PATTERN = /^[a-z0-9]{25}$/;
export function isValidCustomParamId(id: unknown): id is string {
  return typeof id === 'string' && CUSTOM_PARAM_ID_PATTERN.test(id);
}

/** A deterministic, seedable random source (mulberry32) for tests, benches and replays. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
