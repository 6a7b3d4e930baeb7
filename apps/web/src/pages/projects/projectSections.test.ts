import type { ProjectSummary, Team } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import type { RecentProject } from '../../base/recent-projects.js';
import { buildSections, type SectionsInput } from './projectSections.js';

const me = 'a'.repeat(24);
const teamId = 'b'.repeat(24);
let counter = 0;

function project(name: string, overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  counter += 1;
  const id = counter.toString(16).padStart(24, '0');
  return {
    id,
    name,
    category: '',
    createdAt: `2026-01-${String(counter).padStart(2, '0')}T00:00:00.000Z`,
    modifiedAt: `2026-01-${String(counter).padStart(2, '0')}T00:00:00.000Z`,
    archivedAt: null,
    favourite: false,
    official: false,
    createdByUserId: me,
    workspace: { type: 'user', userId: me, teamId: null, organisationId: null },
    metadata: {},
    readonly: false,
    ...overrides,
  };
}

const team: Team = {
  id: teamId,
  name: 'Design',
  organisationId: null,
  ownerUserId: me,
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'owner',
};
const inTeam = { workspace: { type: 'team', userId: null, teamId, organisationId: null } } as const;

function sections(input: Partial<SectionsInput>) {
  const built = buildSections({
    projects: [],
    demos: [],
    teams: [team],
    recent: [],
    filter: '',
    sort: 'modified',
    view: 'active',
    ...input,
  });
  return Object.fromEntries(built.map((section) => [section.id, section.entries.map((entry) => entry.name)]));
}

describe('buildSections', () => {
  const alpha = project('Alpha');
  const beta = project('beta', { favourite: true });
  const gamma = project('Gamma', inTeam);
  const old = project('Old', { archivedAt: '2026-02-01T00:00:00.000Z', favourite: true });
  const demo = project('Math chain', { official: true, readonly: true, createdByUserId: null });

  it('puts own, team, favourite and demo projects in their sections, newest change first', () => {
    expect(sections({ projects: [alpha, beta, gamma, old], demos: [demo] })).toEqual({
      recent: [],
      favourites: ['beta'],
      mine: ['beta', 'Alpha'],
      team: ['Gamma'],
      shared: [],
      demos: ['Math chain'],
    });
  });

  it('names the team of a team project and offers edits only on writable, non-official projects', () => {
    const built = buildSections({
      projects: [gamma, project('Read only', { readonly: true })],
      demos: [demo],
      teams: [team],
      recent: [],
      filter: '',
      sort: 'name',
      view: 'active',
    });
    const entries = built.flatMap((section) => section.entries);
    expect(entries.find((entry) => entry.name === 'Gamma')).toMatchObject({
      teamName: 'Design',
      editable: true,
    });
    expect(entries.find((entry) => entry.name === 'Read only')?.editable).toBe(false);
    expect(entries.find((entry) => entry.name === 'Math chain')).toMatchObject({
      editable: false,
      origin: 'demo',
    });
  });

  it('sorts by name (case and digits aware), by creation, or by modification', () => {
    const projects = [project('item 10'), project('Item 9'), project('apple')];
    expect(sections({ projects, sort: 'name' }).mine).toEqual(['apple', 'Item 9', 'item 10']);
    expect(sections({ projects, sort: 'created' }).mine).toEqual(['apple', 'Item 9', 'item 10']);
    const touched = { ...projects[0]!, modifiedAt: '2030-01-01T00:00:00.000Z' };
    expect(sections({ projects: [touched, projects[1]!, projects[2]!], sort: 'modified' }).mine).toEqual([
      'item 10',
      'apple',
      'Item 9',
    ]);
  });

  it('filters every section by name, ignoring case and surrounding spaces', () => {
    expect(sections({ projects: [alpha, beta, gamma], demos: [demo], filter: '  AL ' })).toEqual({
      recent: [],
      favourites: [],
      mine: ['Alpha'],
      team: [],
      shared: [],
      demos: [],
    });
  });

  it('shows archived projects only in the archived view', () => {
    expect(sections({ projects: [alpha, old], view: 'archived' })).toEqual({ archived: ['Old'] });
    expect(sections({ projects: [alpha, old] }).mine).toEqual(['Alpha']);
  });

  it('lists recent projects in the order they were opened, and token-opened ones as shared with me', () => {
    const recent: RecentProject[] = [
      { id: 'f'.repeat(24), name: 'From a link', openedAt: '2026-03-02T00:00:00.000Z', accessToken: 'tok' },
      { id: alpha.id, name: 'Alpha', openedAt: '2026-03-01T00:00:00.000Z' },
      { id: demo.id, name: 'Math chain', openedAt: '2026-02-28T00:00:00.000Z' },
      { id: old.id, name: 'Old', openedAt: '2026-02-27T00:00:00.000Z' },
      { id: 'e'.repeat(24), name: 'Deleted since', openedAt: '2026-02-26T00:00:00.000Z' },
    ];
    const built = buildSections({
      projects: [alpha, old],
      demos: [demo],
      teams: [],
      recent,
      filter: '',
      sort: 'modified',
      view: 'active',
    });
    const byId = Object.fromEntries(built.map((section) => [section.id, section.entries]));
    expect(byId.recent?.map((entry) => entry.name)).toEqual(['From a link', 'Alpha', 'Math chain']);
    expect(byId.shared?.map((entry) => [entry.name, entry.href])).toEqual([
      ['From a link', `/project?id=${'f'.repeat(24)}&pat=tok`],
    ]);
  });
});
