import { useSearchParams } from 'react-router';
import { isDebugFlagSet } from '../base/browserStorage.js';
import { RETURN_TO_PARAM } from '../base/routeRules.js';
import { EmailForm } from './login/EmailForm.js';
import { LoginNotice } from './login/LoginNotice.js';
import { OAuthButtons } from './login/OAuthButtons.js';
import { TestAccountForm } from './login/TestAccountForm.js';

/**
 * /login: providers, e-mail and password, and (debug flag only) a test account. `?returnTo=` is
 * where the visitor came from (SignInLink: a share link, an embed); each sign-in carries it.
 */
export default function LoginPage() {
  const returnTo = useSearchParams()[0].get(RETURN_TO_PARAM);
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
        <OAuthButtons returnTo={returnTo} />
        <div className="divider">
          <span>or</span>
        </div>
        <EmailForm returnTo={returnTo} />
        {isDebugFlagSet('testAccountLogin') ? <TestAccountForm /> : null}
      </section>
    </main>
  );
}
