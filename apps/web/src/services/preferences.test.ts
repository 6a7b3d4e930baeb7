import { CancelledError, DEFAULT_PREFERENCES, HttpError } from '@nodeloom/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore, resolvePreferences } from '../state/preferences.js';
import { toastsStore } from '../state/toasts.js';

const call = vi.hoisted(() => vi.fn());
vi.mock('./api.js', () => ({ api: { call } }));
const { loadPreferences, pickPreferenceSet, savePreference, savePreferences } = await import(
  './preferences.js'
);

beforeEach(() => {
  call.mockReset();
  preferencesStore.getState().reset();
  for (const toast of toastsStore.getState().toasts) toastsStore.getState().dismiss(toast.id);
});

describe('loading the preferences', () => {
  it('prefers the set named default, else the first one', () => {
    const other = { name: 'other', json: { theme: 'light' as const } };
    const chosen = { name: 'default', json: { gridSize: 20 } };
    expect(pickPreferenceSet([other, chosen])).toBe(chosen);
    expect(pickPreferenceSet([other])).toBe(other);
    expect(pickPreferenceSet([])).toBeUndefined();
  });

  it('fills the keys a stored set lacks from the spec default set', async () => {
    call.mockResolvedValue([{ name: 'default', json: { theme: 'light', gridSize: 20, custom: 'kept' } }]);
    await loadPreferences();
    expect(preferencesStore.getState()).toMatchObject({
      status: 'loaded',
      preferences: { ...DEFAULT_PREFERENCES, theme: 'light', gridSize: 20, custom: 'kept' },
    });
  });

  it('keeps the defaults when the user has no set or the call fails', async () => {
    call.mockResolvedValue([]);
    await loadPreferences();
    expect(preferencesStore.getState().preferences).toEqual(resolvePreferences(undefined));
    call.mockRejectedValue(new HttpError(500, 'GET', '/users/preferences', 'down'));
    await loadPreferences();
    expect(preferencesStore.getState()).toMatchObject({ status: 'loaded', preferences: DEFAULT_PREFERENCES });
  });
});

describe('saving a preference', () => {
  it('applies the value at once and saves the whole set as default', async () => {
    call.mockResolvedValue({ name: 'default', json: {} });
    const saved = savePreference('theme', 'light');
    expect(preferencesStore.getState().preferences.theme).toBe('light');
    await saved;
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'POST', path: '/users/preferences/:name' }),
      { params: { name: 'default' }, body: { json: { ...DEFAULT_PREFERENCES, theme: 'light' } } },
      { silent: true },
    );
  });

  it('on failure puts the old value back and shows the spec toast', async () => {
    call.mockRejectedValue(new HttpError(500, 'POST', '/users/preferences/default', 'down'));
    await savePreference('gridSize', 80);
    expect(preferencesStore.getState().preferences.gridSize).toBe(40);
    expect(toastsStore.getState().toasts.map((toast) => toast.title)).toEqual([
      'Failed to update user preferences: gridSize=80',
    ]);
  });

  it('ignores a cancelled save', async () => {
    call.mockRejectedValue(new CancelledError('POST', '/users/preferences/default', 'loggedOut'));
    await savePreference('theme', 'light');
    expect(preferencesStore.getState().preferences.theme).toBe('light');
    expect(toastsStore.getState().toasts).toEqual([]);
  });
});

describe('saving several preferences at once (a savePrefs result)', () => {
  it('applies them together and saves one set', async () => {
    call.mockResolvedValue({ name: 'default', json: {} });
    await savePreferences({ gridSize: 20, nodeShape: 'isometric' });
    expect(preferencesStore.getState().preferences).toMatchObject({ gridSize: 20, nodeShape: 'isometric' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("made while the user's set loads, goes over that set and saves it, not the defaults", async () => {
    let answer: (sets: unknown) => void = () => {};
    call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const loading = loadPreferences();
    call.mockResolvedValue({ name: 'default', json: {} });
    const saved = savePreferences({ gridSize: 20, nodeShape: 'isometric' });
    // shown at once, saved once the set is there
    expect(preferencesStore.getState().preferences.gridSize).toBe(20);
    expect(call).toHaveBeenCalledTimes(1);
    answer([{ name: 'default', json: { theme: 'light', gridSize: 80 } }]);
    await loading;
    await saved;
    expect(preferencesStore.getState().preferences).toMatchObject({
      theme: 'light',
      gridSize: 20,
      nodeShape: 'isometric',
    });
    expect(call).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST' }),
      {
        params: { name: 'default' },
        body: { json: { ...DEFAULT_PREFERENCES, theme: 'light', gridSize: 20, nodeShape: 'isometric' } },
      },
      { silent: true },
    );
  });

  it("made while the user's set loads and refused, goes back to that set's values, not the defaults", async () => {
    let answer: (sets: unknown) => void = () => {};
    call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const loading = loadPreferences();
    call.mockRejectedValue(new HttpError(500, 'POST', '/users/preferences/default', 'down'));
    const saved = savePreferences({ gridSize: 20 });
    answer([{ name: 'default', json: { gridSize: 80 } }]);
    await loading;
    await saved;
    expect(preferencesStore.getState().preferences.gridSize).toBe(80);
    expect(toastsStore.getState().toasts[0]?.title).toBe('Failed to update user preferences: gridSize=20');
  });

  it('made while a load that fails is under way, is saved over the set from before the load', async () => {
    let refuse: (error: Error) => void = () => {};
    call.mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)));
    const loading = loadPreferences();
    call.mockResolvedValue({ name: 'default', json: {} });
    const saved = savePreferences({ gridSize: 20 });
    refuse(new HttpError(500, 'GET', '/users/preferences', 'down'));
    await loading;
    await saved;
    expect(preferencesStore.getState().preferences).toEqual({ ...DEFAULT_PREFERENCES, gridSize: 20 });
    expect(call).toHaveBeenLastCalledWith(
      expect.objectContaining({ method: 'POST' }),
      { params: { name: 'default' }, body: { json: { ...DEFAULT_PREFERENCES, gridSize: 20 } } },
      { silent: true },
    );
  });

  it('on failure puts every value back and names each change', async () => {
    call.mockRejectedValue(new HttpError(500, 'POST', '/users/preferences/default', 'down'));
    await savePreferences({ gridSize: 20, gridEnabled: false });
    expect(preferencesStore.getState().preferences).toMatchObject({ gridSize: 40, gridEnabled: true });
    expect(toastsStore.getState().toasts[0]?.title).toBe(
      'Failed to update user preferences: gridSize=20\nFailed to update user preferences: gridEnabled=false',
    );
  });
});
