// Teams of spec 1 §7 (team editor, team member editor, project transfer) through the typed route table.
import { routes, type Team, type TeamMember } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';
import { queryKeys } from './queryClient.js';

export { teamsQuery } from './projects.js';

export type { Team, TeamMember };

export const teamKeys = {
  /** the same key the projects page reads team names with, so both refresh together */
  list: queryKeys.teams,
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
};

export const teamMembersQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => api.call(routes.teams.listMembers, { params: { teamId } }, { signal }),
  });

export function createTeam(name: string): Promise<Team> {
  return api.call(routes.teams.create, { body: { name } });
}

export function renameTeam(teamId: string, name: string): Promise<Team> {
  return api.call(routes.teams.update, { params: { teamId }, body: { name } });
}

export function deleteTeam(teamId: string): Promise<void> {
  return api.call(routes.teams.delete, { params: { teamId } }).then(() => undefined);
}

export function addTeamMember(teamId: string, userId: string): Promise<TeamMember[]> {
  return api.call(routes.teams.addMember, { params: { teamId }, body: { userId } });
}

export function removeTeamMember(teamId: string, userId: string): Promise<TeamMember[]> {
  return api.call(routes.teams.removeMember, { params: { teamId }, body: { userId } });
}

/** Moves a project into a team's workspace (the team owner's call; the project then belongs to the team). */
export function transferProjectToTeam(teamId: string, projectId: string) {
  return api.call(routes.teams.transferProject, { params: { teamId }, body: { projectId } });
}
