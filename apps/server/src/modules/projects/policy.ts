import { routes } from '@nodeloom/api';
import type { ProjectRow } from '../../db/schema/index.js';
import {
  ALLOW,
  anybody,
  definePolicy,
  hidden,
  type ProjectNeed,
  projectDecision,
  SIGNED_OUT,
} from '../../permissions/index.js';

export const TEAM_NOT_FOUND = 'Team not found';

/** A project, or for a new project the team it is made in (none: the caller's own workspace). */
export type ProjectsSubject = ProjectRow | { newProjectTeamId: string | undefined } | undefined;

/**
 * The rules of spec 1 §6 (permissions/project-access.ts): a project is read by its owner, its
 * team, its organisation's teams, token holders and, official ones, everybody; written by its
 * owner or team; deleted by its owner, team owner or creator. Reading is open to signed-out
 * callers (tokens, official demos); everything else needs a session. A team project is made only
 * by a member of the team.
 */
export const projectsPolicy = definePolicy(
  'projects',
  routes.projects,
  {
    list: 'list',
    create: 'create',
    officialDemo: 'readDemos',
    get: 'read',
    events: 'read',
    updateGraph: 'write',
    updateMetadata: 'write',
    delete: 'delete',
  },
  (caller, action, subject: ProjectsSubject) => {
    if (action === 'readDemos' || (action === 'read' && !subject)) return anybody();
    if (action !== 'read' && !caller.user) return SIGNED_OUT;
    if (!subject) return ALLOW;
    if ('newProjectTeamId' in subject) {
      const teamId = subject.newProjectTeamId;
      return teamId && !caller.teamRoles.has(teamId) ? hidden(TEAM_NOT_FOUND) : ALLOW;
    }
    return projectDecision(caller, action as ProjectNeed, subject);
  },
);
