import type { Me } from '@nodeloom/api';
import { type FormEvent, useState } from 'react';
import { api } from '../../services/api.js';
import { sessionStore } from '../../state/session.js';
import { Field } from '../../ui/Field.js';
import { CheckEmailNotice } from './CheckEmailNotice.js';
import { useSignIn } from './useSignIn.js';

type Mode = 'signIn' | 'signUp';

/** E-mail and password: sign in, or create an account (which signs in too, after "check your e-mail"). */
export function EmailForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const signIn = useSignIn(api.auth.loginEmail);
  const [signedUp, setSignedUp] = useState<Me | null>(null);
  const signUp = useSignIn(api.auth.signupEmail, setSignedUp);
  const active = mode === 'signIn' ? signIn : signUp;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email'));
    const password = String(data.get('password'));
    const name = String(data.get('name') ?? '').trim();
    if (mode === 'signIn') void signIn.run({ email, password });
    else void signUp.run({ email, password, ...(name ? { name } : {}) });
  }

  if (signedUp) {
    return <CheckEmailNotice me={signedUp} onContinue={() => sessionStore.getState().signedIn(signedUp)} />;
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
