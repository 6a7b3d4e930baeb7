import type { Me } from '@nodeloom/api';
import { createStore, useStore } from 'zustand';
import type { LoginState } from '../base/routeRules.js';

/** §4 login state and the signed-in user. */
export interface SessionState {
  loginState: LoginState;
  user: Me | null;
  /**
   * Where the login portal goes once signed in: the return address of that sign-in as the server
   * checked it (a share link, an embed); null: /projects.
   */
  landing: string | null;
  signedIn(user: Me, landing?: string): void;
  signedOut(): void;
}

export const sessionStore = createStore<SessionState>()((set) => ({
  loginState: 'unknown',
  user: null,
  landing: null,
  signedIn: (user, landing) => set({ loginState: true, user, landing: landing ?? null }),
  signedOut: () => set({ loginState: false, user: null, landing: null }),
}));

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}
