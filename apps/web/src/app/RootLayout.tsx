import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { refreshSession } from '../services/session.js';
import { useWorkspace } from '../state/workspace.js';
import { AccountSettingsPage } from './lazyPages.js';
import { Toaster } from './Toaster.js';
import { useConnectivity } from './useConnectivity.js';
import { usePreferencesSync } from './usePreferencesSync.js';

/** Wraps every route: the login probe, connectivity, preferences, the toast and the account settings page. */
export function RootLayout() {
  useConnectivity();
  usePreferencesSync();
  useEffect(() => {
    void refreshSession();
  }, []);
  const accountSettingsOpen = useWorkspace((s) => s.accountSettingsOpen);
  return (
    <>
      <Outlet />
      {accountSettingsOpen ? <AccountSettingsPage /> : null}
      <Toaster />
    </>
  );
}
