import { looksLikeGeneratedId, type RandomSource, randomAlphanumeric } from './ids.js';

/** Messages of spec 2 §5 Node names, exactly as written. */
export const NAME_MESSAGES = {
  space: 'Node name cannot contain space',
  forbidden: 'Node name cannot contain forbidden characters',
  generatedId: 'Node name cannot be a generated ID',
  duplicate: (name: string) => `Duplicate node name cannot be used ${name}`,
} as const;

/**
 * Checks a name given by a user; returns the failing message or undefined.
 * `siblingNames` holds the names of the other nodes on the same level.
 */
export function nodeNameProblem(name: string, siblingNames: Iterable<string>): string | undefined {
  if (name.length === 0 || name.trim() !== name) return NAME_MESSAGES.space;
  if (name.includes('*')) return NAME_MESSAGES.forbidden;
  if (looksLikeGeneratedId(name)) return NAME_MESSAGES.generatedId;
  for (const sibling of siblingNames) if (sibling === name) return NAME_MESSAGES.duplicate(name);
  return undefined;
}

/**
 * Automatic naming (spec 2 §5): spaces and hyphens become underscores; other characters outside
 * letters, digits and underscore are dropped; an empty result becomes a generated short id (8
 * lowercase alphanumerics after a letter, so it never looks like a node id).
 */
export function sanitizeNodeName(raw: string, random: RandomSource = Math.random): string {
  const cleaned = raw.replace(/[\s-]/g, '_').replace(/[^A-Za-z0-9_]/g, '');
  return cleaned.length > 0 ? cleaned : 'n' + randomAlphanumeric(8, random);
}

/**
 * A unique name among siblings: when `wanted` clashes, its stem (without trailing digits) gets a
 * numeric suffix one above the highest suffix already used with that stem (e.g. box, box3 → box4).
 */
export function uniqueNodeName(wanted: string, siblingNames: Iterable<string>): string {
  const names = new Set(siblingNames);
  if (!names.has(wanted)) return wanted;
  const stem = wanted.replace(/\d+$/, '');
  let highest = 0;
  for (const name of names) {
    if (!name.startsWith(stem)) continue;
    const rest = name.slice(stem.length);
    if (rest === '') continue;
    if (/^\d+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return stem + String(highest + 1);
}

/** Sanitise then make unique: the name a node gets when none is given. */
export function automaticNodeName(
  raw: string,
  siblingNames: Iterable<string>,
  random?: RandomSource,
): string {
  return uniqueNodeName(sanitizeNodeName(raw, random), siblingNames);
}
