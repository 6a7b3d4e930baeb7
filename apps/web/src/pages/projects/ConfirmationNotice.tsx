import { useSignupNotice } from '../../state/signup-notice.js';

/**
 * After an e-mail sign-up on a server that sends no e-mail (no SMTP_URL, typical of a fresh
 * machine): where the confirmation link is. Outside production the server hands the link over,
 * so it is a click away; otherwise it is in the server's log, which whoever runs it can read.
 */
export function ConfirmationNotice() {
  const notice = useSignupNotice((s) => s.notice);
  const dismiss = useSignupNotice((s) => s.dismiss);
  if (notice?.confirmation.delivery !== 'serverLog') return null;
  const { link } = notice.confirmation;
  return (
    <section className="card confirmation-notice" role="status" aria-label="Confirm your e-mail address">
      <div>
        <strong>Confirm your e-mail address</strong>
        <p className="muted">
          This server sends no e-mail (SMTP_URL is not set), so no message reached {notice.email}.{' '}
          {link
            ? 'Your confirmation link is here and in the server’s log:'
            : 'Your confirmation link is in the server’s log and its DATA_DIR/mailbox.jsonl; ask whoever runs this server for it.'}
        </p>
        {link ? (
          <a className="button button-primary" href={link}>
            Confirm {notice.email}
          </a>
        ) : null}
      </div>
      <button type="button" className="button" onClick={dismiss}>
        Dismiss
      </button>
    </section>
  );
}
