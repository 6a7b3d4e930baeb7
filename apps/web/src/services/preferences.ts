// The user's preferences (spec 1 §3, §7): loaded after sign-in, applied live, saved under 'default'.
import { CancelledError, DEFAULT_PREFERENCE_NAME, type Preference, routes } from '@nodeloom/api';
import { preferenceSaveFailedToast } from '../base/constants.js';
import {
  type PreferenceKey,
  type Preferences,
  preferencesStore,
  resolvePreferences,
} from '../state/preferences.js';
import { toastsStore } from '../state/toasts.js';
import { api } from './api.js';

/** §3: the preference named default is preferred; else the first stored set; else none. */
export function pickPreferenceSet(sets: readonly Preference[]): Preference | undefined {
  return sets.find((set) => set.name === DEFAULT_PREFERENCE_NAME) ?? sets[0];
}

/**
 * GET /users/preferences into the store; on failure the set from before the load stays (the call's
 * own toast tells why). Changes made meanwhile are saves waiting for the load: they put themselves
 * back over whichever set it leaves.
 */
export async function loadPreferences(signal?: AbortSignal): Promise<void> {
  const store = preferencesStore.getState();
  const before = store.preferences;
  store.loading();
  try {
    const sets = await api.call(routes.preferences.list, {}, { signal });
    preferencesStore.getState().loaded(resolvePreferences(pickPreferenceSet(sets)?.json));
  } catch {
    preferencesStore.getState().loaded(before);
  }
}

/** Resolves once the user's set is not loading; true when it was loading (it may have replaced changes). */
function userSetLoaded(): Promise<boolean> {
  if (preferencesStore.getState().status !== 'loading') return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = preferencesStore.subscribe((state) => {
      if (state.status === 'loading') return;
      stop();
      resolve(true);
    });
  });
}

/** Saves run one after another, so the server keeps the last change made. */
let saving: Promise<void> = Promise.resolve();

/**
 * Applies the change at once, then saves the whole set as 'default' (POST /users/preferences/default).
 * A failed save puts the old value back and shows §8's toast; a cancelled one is ignored.
 */
export function savePreference<K extends PreferenceKey>(key: K, value: Preferences[K]): Promise<void> {
  return savePreferences({ [key]: value } as Partial<Preferences>);
}

/**
 * Several preferences at once (a savePrefs node's result), applied and saved as one set. On
 * failure every value nothing newer replaced goes back, and §8's toast names each change.
 */
export function savePreferences(changes: Partial<Preferences>): Promise<void> {
  const entries = Object.entries(changes) as [PreferenceKey, Preferences[PreferenceKey]][];
  if (entries.length === 0) return saving;
  let previous = preferencesStore.getState().preferences;
  for (const [key, value] of entries) preferencesStore.getState().set(key, value);
  saving = saving.then(async () => {
    // a change made while the user's set loads (a savePrefs node evaluated as the project opens)
    // goes over that set once it is there: saved over the defaults instead, it would replace the
    // user's other preferences, and the load would put the old value back on screen. A failed
    // save then goes back to that set's values, not to the defaults shown before it came.
    if (await userSetLoaded()) {
      previous = preferencesStore.getState().preferences;
      for (const [key, value] of entries) preferencesStore.getState().set(key, value);
    }
    const json = preferencesStore.getState().preferences;
    try {
      await api.call(
        routes.preferences.save,
        { params: { name: DEFAULT_PREFERENCE_NAME }, body: { json } },
        { silent: true },
      );
    } catch (error) {
      if (error instanceof CancelledError) return;
      // Only undo what nothing newer replaced meanwhile.
      for (const [key, value] of entries) {
        if (preferencesStore.getState().preferences[key] === value)
          preferencesStore.getState().set(key, previous[key]);
      }
      const title = entries.map(([key, value]) => preferenceSaveFailedToast(key, value)).join('\n');
      toastsStore.getState().show({ kind: 'warning', title });
    }
  });
  return saving;
}
