import type { FormEvent } from 'react';
import { api } from '../../services/api.js';
import { Field } from '../../ui/Field.js';
import { useSignIn } from './useSignIn.js';

/** Test-account sign-in, shown only with the debug_testAccountLogin flag (§9). */
export function TestAccountForm() {
  const signIn = useSignIn(api.auth.loginTestAccount);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void signIn.run(
      { username: String(data.get('username')), password: String(data.get('password')) },
      String(data.get('debugKey')),
    );
  }

  return (
    <form className="stack test-account" onSubmit={submit} aria-label="Test account">
      <h2>Test account</h2>
      <Field label="Username" name="username" autoComplete="off" required />
      <Field label="Password" name="password" type="password" autoComplete="off" required />
      <Field label="Debug key" name="debugKey" type="password" autoComplete="off" required />
      {signIn.error ? (
        <p className="form-error" role="alert">
          {signIn.error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={signIn.pending}>
        Sign in with test account
      </button>
    </form>
  );
}
