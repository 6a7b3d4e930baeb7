import { useEffect } from 'react';
import { useSession } from '../state/session.js';
import { workspaceStore } from '../state/workspace.js';
import { DeletionSection } from './account/DeletionSection.js';
import { ProfileForm } from './account/ProfileForm.js';
import { SubscriptionSection } from './account/SubscriptionSection.js';
import { UserIdField } from './account/UserIdField.js';

const close = () => workspaceStore.getState().setAccountSettingsOpen(false);

/** Account settings, shown over the current page: profile and account deletion. */
export default function AccountSettingsPage() {
  const user = useSession((s) => s.user);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (!user) return null;
  return (
    <div
      className="overlay"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <section
        className="card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-settings-title"
      >
        <header className="dialog-header">
          <h2 id="account-settings-title">Account settings</h2>
          <button type="button" className="toast-close" aria-label="Close" onClick={close}>
            ×
          </button>
        </header>
        {user.email ? <p className="muted">{user.email}</p> : null}
        <ProfileForm user={user} />
        <UserIdField userId={user.id} />
        <SubscriptionSection />
        <DeletionSection user={user} />
      </section>
    </div>
  );
}
