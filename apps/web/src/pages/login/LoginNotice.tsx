import { useSearchParams } from 'react-router';

/** Why /login was opened: a confirmed address, a bad confirmation link, or a failed sign-in. */
export function LoginNotice() {
  const [params] = useSearchParams();
  const failure = params.get('error');
  if (failure === 'verification_failed') {
    return (
      <p className="form-error" role="alert">
        This confirmation link is invalid, already used or expired. Sign in to get a new one.
      </p>
    );
  }
  if (failure) {
    return (
      <p className="form-error" role="alert">
        Sign-in failed: {failure.replaceAll('_', ' ')}
      </p>
    );
  }
  if (params.get('verified') === '1') {
    return (
      <p className="muted" role="status">
        Your e-mail address is confirmed. Sign in to continue.
      </p>
    );
  }
  return null;
}
