import { Link } from 'react-router';
import { useSession } from '../state/session.js';

/**
 * The way to the login portal from views a signed-out visitor reaches (a shared link, an embed).
 * Framed in another site (embedded), it opens in a tab of its own, where the session can be made.
 */
export function SignInLink({ newTab = false }: { newTab?: boolean }) {
  const signedOut = useSession((s) => s.loginState === false);
  if (!signedOut) return null;
  return (
    <Link
      className="button button-primary button-small sign-in-link"
      to="/login"
      {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      Sign in
    </Link>
  );
}
