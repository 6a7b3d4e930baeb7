import type { Me } from '@nodeloom/api';
import { api } from '../../services/api.js';
import { useUserMutation } from './useUserMutation.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Request or cancel the deletion of the account (POST /accounts/deletion/request|cancel). */
export function DeletionSection({ user }: { user: Me }) {
  const request = useUserMutation(() => api.accounts.requestDeletion({}));
  const cancel = useUserMutation(() => api.accounts.cancelDeletion());
  const pending = user.deletionRequest;
  // one step at a time: a pending request can be cancelled, else one can be made
  const step = pending
    ? {
        text: (
          <>
            Your account is scheduled for deletion on{' '}
            <strong>{dateFormat.format(new Date(pending.scheduledFor))}</strong>.
          </>
        ),
        textClassName: undefined,
        buttonClassName: 'button',
        action: cancel,
        label: 'Cancel deletion request',
      }
    : {
        text: 'Your account and projects are deleted after a grace period; you can cancel until then.',
        textClassName: 'muted',
        buttonClassName: 'button button-danger',
        action: request,
        label: 'Request account deletion',
      };

  return (
    <section className="stack danger-zone" aria-label="Account deletion">
      <h3>Delete account</h3>
      <p className={step.textClassName}>{step.text}</p>
      <button
        type="button"
        className={step.buttonClassName}
        disabled={step.action.isPending}
        onClick={() => step.action.mutate(undefined)}
      >
        {step.label}
      </button>
    </section>
  );
}
