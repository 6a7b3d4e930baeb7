import type { Me } from '@nodeloom/api';
import { api } from '../../services/api.js';
import { useUserMutation } from './useUserMutation.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Request or cancel the deletion of the account (POST /accounts/deletion/request|cancel). */
export function DeletionSection({ user }: { user: Me }) {
  const request = useUserMutation(() => api.accounts.requestDeletion({}));
  const cancel = useUserMutation(() => api.accounts.cancelDeletion());
  const pending = user.deletionRequest;

  return (
    <section className="stack danger-zone" aria-label="Account deletion">
      <h3>Delete account</h3>
      {pending ? (
        <>
          <p>
            Your account is scheduled for deletion on{' '}
            <strong>{dateFormat.format(new Date(pending.scheduledFor))}</strong>.
          </p>
          <button
            type="button"
            className="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined)}
          >
            Cancel deletion request
          </button>
        </>
      ) : (
        <>
          <p className="muted">
            Your account and projects are deleted after a grace period; you can cancel until then.
          </p>
          <button
            type="button"
            className="button button-danger"
            disabled={request.isPending}
            onClick={() => request.mutate(undefined)}
          >
            Request account deletion
          </button>
        </>
      )}
    </section>
  );
}
