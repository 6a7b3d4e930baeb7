import type { Me } from '@nodeloom/api';
import type { FormEvent } from 'react';
import { api } from '../../services/api.js';
import { Field } from '../../ui/Field.js';
import { useUserMutation } from './useUserMutation.js';

/** Name and avatar URL (PATCH /users/me). */
export function ProfileForm({ user }: { user: Me }) {
  const save = useUserMutation(api.users.updateMe);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const avatarUrl = String(data.get('avatarUrl')).trim();
    save.mutate({ name: String(data.get('name')).trim(), avatarUrl: avatarUrl || null });
  }

  return (
    <form className="stack" onSubmit={submit} aria-label="Profile">
      <Field label="Name" name="name" defaultValue={user.name} required maxLength={200} />
      <Field label="Avatar URL" name="avatarUrl" type="url" defaultValue={user.avatarUrl ?? ''} />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          Save profile
        </button>
        {save.isSuccess ? <span className="muted">Saved.</span> : null}
      </div>
    </form>
  );
}
