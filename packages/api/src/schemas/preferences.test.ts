import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCE_NAME, DEFAULT_PREFERENCES, preferenceJsonSchema } from './preferences.js';

// Spec 1 §3 User preference, verbatim: the one place that quotes the default set (the server
// tests import DEFAULT_PREFERENCES).
const SPEC_DEFAULT_SET =
  'theme dark, nodeShape plate, gridType grid, gridSize 40, gridEnabled true, naturalScrolling true, maxNameTagZoom 3, connectionLineType rounded, showExpressionReferences selected, showNodeReferences selected, inputDeviceType auto';

/** `key value, key value` → { key: value }, numbers and booleans as such. */
function parseSpecList(text: string): Record<string, unknown> {
  return Object.fromEntries(
    text.split(', ').map((pair) => {
      const [key, value] = pair.split(' ') as [string, string];
      if (value === 'true' || value === 'false') return [key, value === 'true'];
      return [key, /^\d+$/.test(value) ? Number(value) : value];
    }),
  );
}

describe('default preferences', () => {
  it("are spec 1 §3's default set, named default", () => {
    expect(DEFAULT_PREFERENCE_NAME).toBe('default');
    expect(DEFAULT_PREFERENCES).toEqual(parseSpecList(SPEC_DEFAULT_SET));
  });

  it('pass the preference schema', () => {
    expect(preferenceJsonSchema.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
  });
});
