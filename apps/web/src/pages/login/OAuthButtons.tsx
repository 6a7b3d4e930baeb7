import { type OAuthProvider, oauthLoginUrl } from '@nodeloom/api';
import { apiClient } from '../../services/api-client.js';

const providers: Array<{ id: OAuthProvider; label: string }> = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
];

/**
 * §2: provider-based sign-in — a full-page navigation to the provider and back to `returnTo`
 * (where the visitor came from; the server checks it), else to '/'.
 */
export function OAuthButtons({ returnTo }: { returnTo: string | null }) {
  return (
    <div className="oauth-buttons">
      {providers.map(({ id, label }) => (
        <a
          key={id}
          className={`button button-oauth button-${id}`}
          href={oauthLoginUrl(apiClient, id, returnTo ?? undefined)}
        >
          <span className="provider-mark" aria-hidden="true">
            {id === 'google' ? 'G' : '⌥'}
          </span>
          {label}
        </a>
      ))}
    </div>
  );
}
