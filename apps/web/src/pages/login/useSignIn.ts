import { HttpError, type Me } from '@nodeloom/api';
import { useState } from 'react';
import { sessionStore } from '../../state/session.js';

/**
 * Signs in with a sign-in's answer: its user and, from an e-mail sign-in, where the server says to
 * go (the return address it checked), where the login route then goes.
 */
export function signedInWith({ returnTo, ...me }: Me & { returnTo?: string }): void {
  sessionStore.getState().signedIn(me, returnTo);
}

/**
 * Runs a sign-in call; on success the user is signed in (the login route then moves on), through
 * `onSuccess` when given (sign-up also says what to do next).
 */
export function useSignIn<A extends unknown[], R extends Me = Me>(
  call: (...args: A) => Promise<R>,
  onSuccess: (answer: R) => void = signedInWith,
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(...args: A) {
    setPending(true);
    setError(null);
    try {
      onSuccess(await call(...args));
    } catch (failure) {
      setError(
        failure instanceof HttpError ? failure.serverMessage : String((failure as Error).message ?? failure),
      );
    } finally {
      setPending(false);
    }
  }
  return { run, pending, error };
}
