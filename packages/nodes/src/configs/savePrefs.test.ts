import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { savePrefs } from './savePrefs.js';

describe('savePrefs: "prefs object, autoUpdate default true"', () => {
  it('declares prefs as an object and autoUpdate default true', () => {
    const [prefs, autoUpdate] = savePrefs.definition.parameters;
    expect(prefs).toMatchObject({ name: 'prefs', dataType: 'object', defaultValue: {} });
    expect(autoUpdate).toMatchObject({ name: 'autoUpdate', dataType: 'boolean', defaultValue: true });
  });

  it('outputs the prefs object, given as an object or as JSON text', async () => {
    expect(await ruleResult(savePrefs, { params: { prefs: { theme: 'dark' } } })).toEqual({
      prefs: { theme: 'dark' },
    });
    expect(await ruleResult(savePrefs, { params: { prefs: '{"zoom": 2}' } })).toEqual({ prefs: { zoom: 2 } });
  });

  it('outputs an empty object by default or for blank text (edge)', async () => {
    expect(await ruleResult(savePrefs)).toEqual({ prefs: {} });
    expect(await ruleResult(savePrefs, { params: { prefs: '  ' } })).toEqual({ prefs: {} });
  });

  it('refuses prefs that are not an object', async () => {
    for (const prefs of ['[1, 2]', 'theme=dark', 3]) {
      await expect(ruleResult(savePrefs, { params: { prefs } })).rejects.toThrow(
        'Invalid input, prefs is not an object',
      );
    }
  });
});
