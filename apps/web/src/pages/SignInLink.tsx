import { Link, useLocation } from 'react-router';
import { loginPathBackTo } from '../base/routeRules.js';
import { useSession } from '../state/session.js';

/**
 * The way to the login portal from views a signed-out visitor reaches (a shared link, an embed),
 * and back here once signed in. Framed in another site (embedded), it opens in a tab of its own,
 * where the session can be made (and that tab comes back to the embed).
 */
export function SignInLink({ newTab = false }: { newTab?: boolean }) {
  const signedOut = useSession((s) => s.loginState === false);
  const { pathname, search, hash } = useLocation();
  if (!signedOut) return null;
  return (
    <Link
      className="button button-primary button-small sign-in-link"
      to={loginPathBackTo(`${pathname}${search}${hash}`)}
      {...(newTab ? { target: '_blank', rel: 'noreferrer' } : {})}
    >
      Sign in
    </Link>
  );
}
