import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { resolvePreferences } from '../state/preferences.js';
import { prefsToApply } from './save-prefs.js';

const current = resolvePreferences(undefined);

describe('prefsToApply (savePrefs result)', () => {
  it('changes only the keys whose values differ', () => {
    expect(prefsToApply({ gridSize: 20, theme: DEFAULT_PREFERENCES.theme }, current)).toEqual({
      changes: { gridSize: 20 },
    });
    expect(prefsToApply({}, current)).toEqual({ changes: {} });
  });
  it('keeps keys it does not know when they hold plain values', () => {
    expect(prefsToApply({ accent: 'teal' }, current)).toEqual({ changes: { accent: 'teal' } });
  });
  it('says why a result cannot be preferences', () => {
    expect(prefsToApply({ gridSize: 0 }, current)).toEqual({
      error: "The savePrefs node's prefs were not applied: gridSize: must be at least 1",
    });
    expect(prefsToApply('dark', current)).toMatchObject({ error: expect.stringContaining('not applied') });
  });
});
