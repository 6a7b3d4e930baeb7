import type { Me } from '@nodeloom/api';
import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '../../state/session.js';

/** A mutation whose answer (the user, or some of its fields) updates the signed-in user. */
export function useUserMutation<A>(call: (arg: A) => Promise<Partial<Me>>) {
  return useMutation({
    mutationFn: call,
    onSuccess: (changes) => {
      const user = sessionStore.getState().user;
      if (user) sessionStore.getState().signedIn({ ...user, ...changes });
    },
  });
}
