import { useEffect } from 'react';
import { applyTheme } from '../services/theme.js';
import { preferencesStore, usePreferences } from '../state/preferences.js';
import { useSession } from '../state/session.js';

/**
 * Loads the user's preferences once signed in (back to the defaults when signed out) and shows the
 * theme whenever it changes.
 */
export function usePreferencesSync(): void {
  const loginState = useSession((s) => s.loginState);
  const theme = usePreferences((p) => p.theme);

  useEffect(() => {
    if (loginState === 'unknown') return;
    if (loginState === false) {
      preferencesStore.getState().reset();
      return;
    }
    const controller = new AbortController();
    // the preferences' calls (and the route table with them) load once someone is signed in
    void import('../services/preferences.js').then(({ loadPreferences }) =>
      loadPreferences(controller.signal),
    );
    return () => controller.abort();
  }, [loginState]);

  useEffect(() => applyTheme(theme), [theme]);
}
