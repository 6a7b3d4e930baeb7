import { NAME_MAX_LENGTH } from '@nodeloom/api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { createTeam, type Team, teamKeys, teamsQuery } from '../../services/teams.js';
import { openDialog } from '../../state/dialogs.js';
import { ListStates } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { useLibraryMutations } from '../library/use-library-mutations.js';
import { TeamRow } from './TeamRow.js';
import './teams.css';

/**
 * The team editor (spec 1 §2, §7 Teams): create a team, and per team its members, rename, delete
 * and moving the open project into it (the owner's calls; members see their teams and role).
 */
export default function TeamsDialog({ ctx, close }: DialogProps) {
  const teams = useQuery(teamsQuery);
  const [name, setName] = useState('');
  const { create } = useLibraryMutations<Team, Team, string>({
    ctx,
    noun: 'team',
    listKey: teamKeys.list,
    create: { run: (teamName) => createTeam(teamName), onCreated: () => setName('') },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate(name.trim());
  };

  return (
    <div className="teams-dialog">
      <form className="teams-create" onSubmit={submit} aria-label="New team">
        <input
          className="input"
          aria-label="Team name"
          placeholder="New team name"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create team'}
        </button>
      </form>
      <ListStates
        query={teams}
        noun="teams"
        empty="You are in no team yet. Create one to share projects with others."
      >
        {(list) => (
          <ul className="teams-list" aria-label="Teams">
            {[...list]
              .sort((a: Team, b: Team) => a.name.localeCompare(b.name))
              .map((team) => (
                <TeamRow
                  key={team.id}
                  team={team}
                  ctx={ctx}
                  onMembers={() => {
                    // one dialog at a time: the members dialog leads back here
                    close();
                    openDialog('teamMembers', { teamId: team.id });
                  }}
                />
              ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
