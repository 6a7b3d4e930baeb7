// What the projects page shows, as a pure function of the fetched lists and the toolbar:
// which sections, which projects in each, in which order.
import type { ProjectSummary, Team } from '@nodeloom/api';
import type { RecentProject } from '../../base/recent-projects.js';
import { projectUrl } from '../../base/routeRules.js';

export type SortKey = 'modified' | 'created' | 'name';
export type ProjectsView = 'active' | 'archived';
export type SectionId = 'recent' | 'favourites' | 'mine' | 'team' | 'shared' | 'demos' | 'archived';

/** One card: a project as the user sees it. */
export interface ProjectEntry {
  id: string;
  name: string;
  category: string;
  /** Null for a project only known from the recent list (opened by token). */
  modifiedAt: string | null;
  createdAt: string | null;
  archived: boolean;
  favourite: boolean;
  origin: 'mine' | 'team' | 'shared' | 'demo';
  /** The owning team's name, for team projects. */
  teamName: string | null;
  /** Rename, favourite, archive and delete are offered (the server decides: not read-only). */
  editable: boolean;
  href: string;
  /** Kept for the open flow, so a project shared by token opens with it. */
  accessToken: string | null;
}

export interface ProjectSection {
  id: SectionId;
  title: string;
  entries: ProjectEntry[];
}

export interface SectionsInput {
  projects: readonly ProjectSummary[];
  demos: readonly ProjectSummary[];
  teams: readonly Team[];
  recent: readonly RecentProject[];
  filter: string;
  sort: SortKey;
  view: ProjectsView;
}

export const SECTION_TITLES: Record<SectionId, string> = {
  recent: 'Recent',
  favourites: 'Favourites',
  mine: 'My projects',
  team: 'Team projects',
  shared: 'Shared with me',
  demos: 'Official demos',
  archived: 'Archived',
};

function fromSummary(project: ProjectSummary, teamNames: ReadonlyMap<string, string>): ProjectEntry {
  const origin = project.official ? 'demo' : project.workspace.type === 'user' ? 'mine' : 'team';
  return {
    id: project.id,
    name: project.name,
    category: project.category,
    modifiedAt: project.modifiedAt,
    createdAt: project.createdAt,
    archived: project.archivedAt !== null,
    favourite: project.favourite,
    origin,
    teamName: project.workspace.teamId ? (teamNames.get(project.workspace.teamId) ?? null) : null,
    editable: !project.readonly && !project.official,
    href: projectUrl({ id: project.id }),
    accessToken: null,
  };
}

/** A project opened through an access token: known only from the recent list. */
function fromSharedRecent(recent: RecentProject): ProjectEntry {
  return {
    id: recent.id,
    name: recent.name,
    category: '',
    modifiedAt: null,
    createdAt: null,
    archived: false,
    favourite: false,
    origin: 'shared',
    teamName: null,
    editable: false,
    href: projectUrl({ id: recent.id, pat: recent.accessToken }),
    accessToken: recent.accessToken ?? null,
  };
}

const byDateDescending = (key: 'modifiedAt' | 'createdAt') => (a: ProjectEntry, b: ProjectEntry) =>
  (b[key] ?? '').localeCompare(a[key] ?? '');

const COMPARE: Record<SortKey, (a: ProjectEntry, b: ProjectEntry) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }),
  modified: byDateDescending('modifiedAt'),
  created: byDateDescending('createdAt'),
};

/** Does the name contain the filter text (case-insensitive, surrounding spaces ignored)? */
export function matchesFilter(name: string, filter: string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  return needle === '' || name.toLocaleLowerCase().includes(needle);
}

/**
 * The sections in page order. Recent keeps the order projects were opened in; the others follow
 * the chosen sort. The archived view has one section, the archived projects; archived projects
 * appear nowhere else.
 */
export function buildSections(input: SectionsInput): ProjectSection[] {
  const teamNames = new Map(input.teams.map((team) => [team.id, team.name]));
  const reachable = input.projects.map((project) => fromSummary(project, teamNames));
  const demos = input.demos.map((project) => fromSummary(project, teamNames));
  const knownIds = new Set([...reachable, ...demos].map((entry) => entry.id));
  const shared = input.recent
    .filter((recent) => recent.accessToken && !knownIds.has(recent.id))
    .map(fromSharedRecent);

  const visible = (entry: ProjectEntry) => matchesFilter(entry.name, input.filter);
  const sorted = (entries: ProjectEntry[]) => entries.filter(visible).sort(COMPARE[input.sort]);
  const section = (id: SectionId, entries: ProjectEntry[]): ProjectSection => ({
    id,
    title: SECTION_TITLES[id],
    entries,
  });

  if (input.view === 'archived')
    return [section('archived', sorted(reachable.filter((entry) => entry.archived)))];

  const active = reachable.filter((entry) => !entry.archived);
  const byId = new Map([...active, ...demos, ...shared].map((entry) => [entry.id, entry]));
  const recent = input.recent.flatMap((item) => {
    const entry = byId.get(item.id);
    return entry && visible(entry) ? [entry] : [];
  });
  return [
    section('recent', recent),
    section('favourites', sorted(active.filter((entry) => entry.favourite))),
    section('mine', sorted(active.filter((entry) => entry.origin === 'mine'))),
    section('team', sorted(active.filter((entry) => entry.origin === 'team'))),
    section('shared', sorted(shared)),
    section('demos', sorted(demos)),
  ];
}
