import { DEFAULT_PREFERENCES, preferenceJsonSchema } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_GROUPS, type PreferenceField, parsePreferenceNumber } from './preference-fields.js';

const fields = PREFERENCE_GROUPS.flatMap((group) => group.fields);
const numberField = (key: string) =>
  fields.find(
    (f): f is Extract<PreferenceField, { kind: 'number' }> => f.key === key && f.kind === 'number',
  )!;

describe('the preferences editor fields', () => {
  it('edit every key of the default set once', () => {
    expect(fields.map((f) => f.key).sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort());
  });

  it('offer the default value of every choice, and only values the server accepts', () => {
    for (const field of fields) {
      const defaultValue = DEFAULT_PREFERENCES[field.key];
      if (field.kind === 'choice') expect(field.options.map((o) => o.value)).toContain(defaultValue);
      const values = field.kind === 'choice' ? field.options.map((o) => o.value) : [defaultValue];
      for (const value of values)
        expect(preferenceJsonSchema.safeParse({ [field.key]: value }).success).toBe(true);
    }
  });

  it('read a number in range, and say what is wrong otherwise', () => {
    const gridSize = numberField('gridSize');
    expect(parsePreferenceNumber(gridSize, ' 20 ')).toEqual({ value: 20 });
    expect(parsePreferenceNumber(gridSize, '2.5')).toEqual({
      error: 'Grid size must be a whole number from 1 to 1000',
    });
    expect(parsePreferenceNumber(gridSize, '0')).toEqual({ error: 'Grid size must be from 1 to 1000' });
    expect(parsePreferenceNumber(gridSize, 'big')).toEqual({
      error: 'Grid size must be a number from 1 to 1000',
    });
    expect(parsePreferenceNumber(numberField('maxNameTagZoom'), '2.5')).toEqual({ value: 2.5 });
  });
});
