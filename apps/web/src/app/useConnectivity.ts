import { useEffect } from 'react';
import { connectivityToast } from '../base/toastCatalogue.js';
import { toastsStore } from '../state/toasts.js';
import { workspaceStore } from '../state/workspace.js';

/** §4: online/offline events toggle the online flag and show their toasts. */
export function useConnectivity(): void {
  useEffect(() => {
    const update = (online: boolean) => () => {
      workspaceStore.getState().setOnline(online);
      toastsStore.getState().show(connectivityToast(online));
    };
    const goOnline = update(true);
    const goOffline = update(false);
    workspaceStore.getState().setOnline(navigator.onLine);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);
}
