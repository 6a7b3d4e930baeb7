import { isDebugFlagSet } from '../base/browserStorage.js';
import { EmailForm } from './login/EmailForm.js';
import { LoginNotice } from './login/LoginNotice.js';
import { OAuthButtons } from './login/OAuthButtons.js';
import { TestAccountForm } from './login/TestAccountForm.js';

/** /login: providers, e-mail and password, and (debug flag only) a test account. */
export default function LoginPage() {
  return (
    <main className="login-page">
      <section className="card login-card">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span>Nodeloom</span>
        </div>
        <h1>Sign in</h1>
        <p className="muted">Build, evaluate and publish with node graphs.</p>
        <LoginNotice />
        <OAuthButtons />
        <div className="divider">
          <span>or</span>
        </div>
        <EmailForm />
        {isDebugFlagSet('testAccountLogin') ? <TestAccountForm /> : null}
      </section>
    </main>
  );
}
