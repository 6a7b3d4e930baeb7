import type { TestAccountLoginBody } from '@nodeloom/api';
import type { FormEvent } from 'react';
import { loadApi } from '../../services/api-client.js';
import { Field } from '../../ui/Field.js';
import { useSignIn } from './useSignIn.js';

/** Test-account sign-in, shown only with the debug_testAccountLogin flag (§9). */
export function TestAccountForm() {
  // the call (with zod and the route table) loads on the first submit
  const signIn = useSignIn(async (body: TestAccountLoginBody, debugKey: string) =>
    (await loadApi()).auth.loginTestAccount(body, debugKey),
  );

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
