import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  addTeamMember,
  removeTeamMember,
  type TeamMember,
  teamKeys,
  teamMembersQuery,
  teamsQuery,
} from '../../services/teams.js';
import { openDialog } from '../../state/dialogs.js';
import { useSession } from '../../state/session.js';
import { Avatar } from '../../ui/Avatar.js';
import { ConfirmFor } from '../../ui/ConfirmDialog.js';
import { failureToast, QueryWaiting } from '../../ui/list-states.js';
import type { DialogProps } from '../dialog-descriptor.js';
import '../teams/teams.css';

const OBJECT_ID = /^[0-9a-f]{24}$/i;
const since = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The team member editor (spec 1 §2, §7 Teams): a team's members with their role; the owner adds a
 * member by user id (Account settings shows each user theirs) and removes members; a member may leave.
 * Opened from the team editor with {teamId}; from the palette it asks which team.
 */
export default function TeamMembersDialog({ ctx, args, close }: DialogProps) {
  const opened = args as { teamId?: string } | undefined;
  const teams = useQuery(teamsQuery);
  const [chosen, setChosen] = useState<string | undefined>(opened?.teamId);
  const teamId = chosen ?? teams.data?.[0]?.id;
  const team = teams.data?.find((t) => t.id === teamId);
  const me = useSession((s) => s.user?.id);
  const queries = useQueryClient();
  const members = useQuery({ ...teamMembersQuery(teamId ?? ''), enabled: teamId !== undefined });
  const [userId, setUserId] = useState('');
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const owner = team?.role === 'owner';
  const settle = (list: TeamMember[]) => queries.setQueryData(teamKeys.members(teamId!), list);
  const fail = (title: string) => (error: Error) => ctx.notify(failureToast(title)(error));
  const add = useMutation({
    mutationFn: (id: string) => addTeamMember(teamId!, id),
    onSuccess: (list) => {
      settle(list);
      setUserId('');
    },
    onError: fail('The member was not added'),
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) => removeTeamMember(teamId!, member.userId),
    onSuccess: (list, member) => {
      if (member.userId === me) void queries.invalidateQueries({ queryKey: teamKeys.list });
      else settle(list);
    },
    onError: fail('The member was not removed'),
  });
  const idProblem =
    userId.trim() && !OBJECT_ID.test(userId.trim()) ? 'A user id is 24 hexadecimal characters' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim() && !idProblem) add.mutate(userId.trim());
  };

  if (!teams.isSuccess) return <QueryWaiting query={teams} noun="teams" />;
  if (!team) return <p className="muted members-empty">You are in no team yet: create one in Teams.</p>;

  return (
    <div className="members-dialog">
      <div className="members-head">
        <label className="members-team">
          Team{' '}
          <select
            className="input"
            aria-label="Team"
            value={team.id}
            onChange={(e) => setChosen(e.target.value)}
          >
            {teams.data.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-small button-ghost"
          onClick={() => {
            close();
            openDialog('teams');
          }}
        >
          All teams
        </button>
      </div>
      {owner ? (
        <form className="members-add" onSubmit={submit} aria-label="Add member">
          <input
            className="input"
            aria-label="User id"
            placeholder="User id (shown in their Account settings)"
            value={userId}
            aria-invalid={idProblem ? true : undefined}
            onChange={(e) => setUserId(e.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!userId.trim() || !!idProblem || add.isPending}
          >
            Add member
          </button>
        </form>
      ) : null}
      {idProblem ? <p className="form-error">{idProblem}</p> : null}
      {!members.isSuccess ? (
        <QueryWaiting query={members} noun="members" />
      ) : (
        <ul className="members-list" aria-label="Members">
          {members.data.map((member) => (
            <li key={member.userId} className="member-row" aria-label={member.name}>
              <Avatar name={member.name} url={member.avatarUrl} />
              <span className="member-name">
                {member.name}
                {member.userId === me ? ' (you)' : ''}
              </span>
              <span className="muted member-since">since {since.format(new Date(member.addedAt))}</span>
              <span className={`team-role team-role-${member.role}`}>{member.role}</span>
              {member.role !== 'owner' && (owner || member.userId === me) ? (
                <button
                  type="button"
                  className="button button-small button-ghost team-delete"
                  onClick={() => setRemoving(member)}
                >
                  {member.userId === me ? 'Leave' : 'Remove'}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmFor
        item={removing}
        onDismiss={() => setRemoving(null)}
        title={(member) =>
          member.userId === me ? `Leave ${team.name}?` : `Remove ${member.name ?? ''} from ${team.name}?`
        }
        description="They lose access to the team's projects until they are added again."
        confirmLabel={(member) => (member.userId === me ? 'Leave team' : 'Remove member')}
        danger
        busy={remove.isPending}
        onConfirm={(member) => remove.mutate(member)}
      />
    </div>
  );
}
