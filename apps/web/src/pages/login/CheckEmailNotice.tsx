import { type Me, routes } from '@nodeloom/api';
import { useState } from 'react';
import { api } from '../../services/api.js';

/**
 * After e-mail sign-up: the account works at once, but its address counts (administrator rights,
 * provider sign-in) only once the mailed link is opened. The user reads this, then continues.
 */
export function CheckEmailNotice({ me, onContinue }: { me: Me; onContinue: () => void }) {
  const [resent, setResent] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function resend() {
    setResent('sending');
    try {
      await api.call(routes.auth.resendVerification, {});
      setResent('sent');
    } catch {
      setResent('failed');
    }
  }

  return (
    <section className="stack" aria-label="Check your e-mail">
      <p role="status">
        Check your e-mail: we sent a link to <strong>{me.email}</strong> to confirm the address. It works for
        24 hours.
      </p>
      {resent === 'sent' ? <p className="muted">A new link is on its way.</p> : null}
      {resent === 'failed' ? (
        <p className="form-error" role="alert">
          The link could not be sent again. Try later.
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => void resend()} disabled={resent === 'sending'}>
        Send the link again
      </button>
      <button type="button" className="button button-primary" onClick={onContinue}>
        Continue
      </button>
    </section>
  );
}
