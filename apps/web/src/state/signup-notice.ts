import type { SignupConfirmation } from '@nodeloom/api';
import { createStore, useStore } from 'zustand';

/**
 * Where a new account's confirmation link went, when it was not e-mailed (the server has no
 * SMTP_URL): the projects page, the first page after sign-up, says so until it is dismissed.
 */
export interface SignupNoticeState {
  notice: { email: string; confirmation: SignupConfirmation } | null;
  show(email: string, confirmation: SignupConfirmation): void;
  dismiss(): void;
}

export const signupNoticeStore = createStore<SignupNoticeState>()((set) => ({
  notice: null,
  show: (email, confirmation) => set({ notice: { email, confirmation } }),
  dismiss: () => set({ notice: null }),
}));

export function useSignupNotice<T>(select: (state: SignupNoticeState) => T): T {
  return useStore(signupNoticeStore, select);
}
