import { preferenceJsonSchema } from '@nodeloom/api';
import type { Preferences } from '../state/preferences.js';

/** The definition whose evaluated result becomes the user's preferences (spec 2 §3 savePrefs). */
export const SAVE_PREFS_DEFINITION = 'savePrefs';

/**
 * What a savePrefs result changes in the user's preferences: the keys whose values differ, or why
 * the result cannot be preferences (a key's value of the wrong kind, out of its range).
 */
export function prefsToApply(
  result: unknown,
  current: Preferences,
): { changes: Partial<Preferences> } | { error: string } {
  const parsed = preferenceJsonSchema.safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return {
      error: `The savePrefs node's prefs were not applied: ${where}${issue?.message ?? 'not preferences'}`,
    };
  }
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined && current[key] !== value) changes[key] = value;
  }
  return { changes: changes as Partial<Preferences> };
}
