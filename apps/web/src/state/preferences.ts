import { DEFAULT_PREFERENCES, type Preference } from '@nodeloom/api';
import { createStore, useStore } from 'zustand';
import { lastTheme } from '../base/browserStorage.js';

type PreferenceJson = Preference['json'];
type KnownKey = keyof typeof DEFAULT_PREFERENCES;

/** The user's preferences with every known key present (spec 1 §3 default set fills the gaps). */
export type Preferences = PreferenceJson & Required<Pick<PreferenceJson, KnownKey>>;
export type PreferenceKey = KnownKey | (string & {});

/** Spec 1 §3: the default set, with the theme last applied in this browser (no dark flash for light users). */
export function initialPreferences(): Preferences {
  return { ...DEFAULT_PREFERENCES, theme: lastTheme.get() ?? DEFAULT_PREFERENCES.theme };
}

/** A stored set over the defaults: keys it lacks keep their default values. */
export function resolvePreferences(json: PreferenceJson | undefined): Preferences {
  return { ...DEFAULT_PREFERENCES, ...json };
}

export interface PreferencesState {
  preferences: Preferences;
  /** 'default' until the signed-in user's set has loaded. */
  status: 'default' | 'loading' | 'loaded';
  loading(): void;
  loaded(preferences: Preferences): void;
  /** Applies one value at once (views follow live); saving is the service's job. */
  set<K extends PreferenceKey>(key: K, value: Preferences[K]): void;
  reset(): void;
}

export const preferencesStore = createStore<PreferencesState>()((set, get) => ({
  preferences: initialPreferences(),
  status: 'default',
  loading: () => set({ status: 'loading' }),
  loaded: (preferences) => set({ preferences, status: 'loaded' }),
  set: (key, value) => set({ preferences: { ...get().preferences, [key]: value } }),
  reset: () => set({ preferences: initialPreferences(), status: 'default' }),
}));

/** Reads one preference (or a value derived from them): `usePreferences((p) => p.gridSize)`. */
export function usePreferences<T>(select: (preferences: Preferences) => T): T {
  return useStore(preferencesStore, (state) => select(state.preferences));
}
