import { NAME_MAX_LENGTH } from '@nodeloom/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { queryKeys } from '../../services/queryClient.js';
import { deleteTeam, renameTeam, type Team, teamKeys, transferProjectToTeam } from '../../services/teams.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { failureToast } from '../../ui/list-states.js';
import { type DialogContext, holdsProject } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';

type Confirming = 'delete' | 'transfer' | null;

/** One team: its name (renamed in place), the caller's role, and what the owner may do with it. */
export function TeamRow({ team, ctx, onMembers }: { team: Team; ctx: DialogContext; onMembers(): void }) {
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const owner = team.role === 'owner';
  const { rename, remove } = useLibraryMutations<Team>({
    ctx,
    noun: 'team',
    listKey: teamKeys.list,
    rename: { run: renameTeam },
    remove: { run: (deleted) => deleteTeam(deleted.id) },
  });
  const renaming = rename.editing === team.id;
  const transfer = useMutation({
    mutationFn: () => transferProjectToTeam(team.id, ctx.editor.projectId),
    onSuccess: () => {
      ctx.notify({ kind: 'success', title: `The project now belongs to ${team.name}` });
      void queries.invalidateQueries({ queryKey: queryKeys.projects });
    },
    onError: (error) => ctx.notify(failureToast('The project was not moved')(error)),
  });
  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name')).trim();
    if (name && name !== team.name) rename.submit(team.id, name);
    else rename.cancel();
  };

  return (
    <li className="team-row" aria-label={team.name}>
      {renaming ? (
        <form className="team-rename" onSubmit={submitRename}>
          <input
            className="input"
            name="name"
            aria-label="New team name"
            defaultValue={team.name}
            maxLength={NAME_MAX_LENGTH}
            autoFocus
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.stopPropagation();
                rename.cancel();
              }
            }}
          />
          <button type="submit" className="button button-small button-primary" disabled={rename.isPending}>
            Save
          </button>
        </form>
      ) : (
        <span className="team-name">{team.name}</span>
      )}
      <span className={`team-role team-role-${team.role}`}>{team.role}</span>
      <span className="team-actions">
        <button type="button" className="button button-small button-ghost" onClick={onMembers}>
          Members
        </button>
        {owner && !renaming ? (
          <button
            type="button"
            className="button button-small button-ghost"
            onClick={() => rename.start(team.id)}
          >
            Rename
          </button>
        ) : null}
        {owner && !ctx.editor.readOnly && holdsProject(ctx) ? (
          <button
            type="button"
            className="button button-small button-ghost"
            title="Move the open project into this team"
            onClick={() => setConfirming('transfer')}
          >
            Move project here
          </button>
        ) : null}
        {owner ? (
          <button
            type="button"
            className="button button-small button-ghost team-delete"
            onClick={() => setConfirming('delete')}
          >
            Delete
          </button>
        ) : null}
      </span>
      <ConfirmFor
        item={confirming}
        onDismiss={() => setConfirming(null)}
        title={(action) =>
          action === 'delete' ? `Delete ${team.name}?` : `Move this project to ${team.name}?`
        }
        description={(action) =>
          action === 'delete'
            ? 'Its members lose access to the team. This cannot be undone.'
            : 'The project leaves your own workspace and belongs to the team: every member can open and edit it.'
        }
        confirmLabel={(action) => (action === 'delete' ? 'Delete team' : 'Move project')}
        danger={(action) => action === 'delete'}
        busy={remove.isPending || transfer.isPending}
        onConfirm={(action) => (action === 'delete' ? remove.run(team) : transfer.mutate())}
      />
    </li>
  );
}
