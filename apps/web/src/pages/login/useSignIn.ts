import { HttpError, type Me } from '@nodeloom/api';
import { useState } from 'react';
import { sessionStore } from '../../state/session.js';

/**
 * Runs a sign-in call; on success the user is signed in (the login route then moves on), through
 * `onSuccess` when given (sign-up also says what to do next).
 */
export function useSignIn<A extends unknown[], R extends Me = Me>(
  call: (...args: A) => Promise<R>,
  onSuccess: (me: R) => void = (me) => sessionStore.getState().signedIn(me),
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
