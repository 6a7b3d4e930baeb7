import type { EmailLoginBody, EmailSignupBody, SignupResponse } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { loadApi } from '../../services/api-client.js';
import { signupNoticeStore } from '../../state/signup-notice.js';
import { toastsStore } from '../../state/toasts.js';
import { Field } from '../../ui/Field.js';
import { signedInWith, useSignIn } from './useSignIn.js';

type Mode = 'signIn' | 'signUp';

/**
 * A new account works at once; its address counts (administrator rights, provider sign-in) only
 * once the mailed link is opened, which the toast asks for. A server without mail says where the
 * link is instead (the projects page's notice).
 */
function signedUp({ confirmation, ...me }: SignupResponse) {
  signedInWith(me);
  if (confirmation.delivery !== 'email') {
    signupNoticeStore.getState().show(me.email ?? 'your address', confirmation);
    return;
  }
  toastsStore.getState().show({
    kind: 'info',
    title: 'Check your e-mail',
    description: `We sent a link to ${me.email ?? 'your address'} to confirm it. It works for 24 hours.`,
  });
}

/**
 * E-mail and password: sign in, or create an account (which signs in too); `returnTo` (where the
 * visitor came from) goes with either, and the server answers where to go.
 */
export function EmailForm({ returnTo }: { returnTo: string | null }) {
  const [mode, setMode] = useState<Mode>('signIn');
  // the calls (with zod and the route table) load on the first submit
  const signIn = useSignIn(async (body: EmailLoginBody) => (await loadApi()).auth.loginEmail(body));
  const signUp = useSignIn(
    async (body: EmailSignupBody) => (await loadApi()).auth.signupEmail(body),
    signedUp,
  );
  const active = mode === 'signIn' ? signIn : signUp;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email'));
    const password = String(data.get('password'));
    const name = String(data.get('name') ?? '').trim();
    const back = returnTo ? { returnTo } : {};
    if (mode === 'signIn') void signIn.run({ email, password, ...back });
    else void signUp.run({ email, password, ...(name ? { name } : {}), ...back });
  }

  return (
    <form
      className="stack"
      onSubmit={submit}
      aria-label={mode === 'signIn' ? 'Sign in with e-mail' : 'Sign up'}
    >
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={mode === 'signIn'} onClick={() => setMode('signIn')}>
          Sign in
        </button>
        <button type="button" role="tab" aria-selected={mode === 'signUp'} onClick={() => setMode('signUp')}>
          Create account
        </button>
      </div>
      {mode === 'signUp' ? <Field label="Name" name="name" autoComplete="name" /> : null}
      <Field label="E-mail" name="email" type="email" autoComplete="email" required />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
        required
      />
      {active.error ? (
        <p className="form-error" role="alert">
          {active.error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={active.pending}>
        {mode === 'signIn' ? 'Sign in' : 'Create account'}
      </button>
    </form>
  );
}
