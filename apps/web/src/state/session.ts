import type { Me } from '@nodeloom/api';
import { createStore, useStore } from 'zustand';
import type { LoginState } from '../base/routeRules.js';

/** §4 login state and the signed-in user. */
export interface SessionState {
  loginState: LoginState;
  user: Me | null;
  signedIn(user: Me): void;
  signedOut(): void;
}

export const sessionStore = createStore<SessionState>()((set) => ({
  loginState: 'unknown',
  user: null,
  signedIn: (user) => set({ loginState: true, user }),
  signedOut: () => set({ loginState: false, user: null }),
}));

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(sessionStore, select);
}
