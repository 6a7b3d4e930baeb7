import type { ProjectSummary } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { testProject } from '../../services/project.testing.js';
import { applyMetadata } from './useProjectActions.js';

// the summary of a project (a project without its graph), named Draft
const { graph: _graph, ...summary } = testProject({ name: 'Draft', createdByUserId: 'b'.repeat(24) });
const project: ProjectSummary = {
  ...summary,
  workspace: { type: 'user', userId: 'b'.repeat(24), teamId: null, organisationId: null },
};

describe('applyMetadata (the optimistic change of a card)', () => {
  const now = new Date('2026-02-02T10:00:00Z');
  it('renames and favourites, touching the modification date', () => {
    expect(applyMetadata(project, { name: 'Final', favourite: true }, now)).toMatchObject({
      name: 'Final',
      favourite: true,
      archivedAt: null,
      modifiedAt: '2026-02-02T10:00:00.000Z',
    });
  });
  it('archives with the current time and restores to not archived', () => {
    const archived = applyMetadata(project, { archived: true }, now);
    expect(archived.archivedAt).toBe('2026-02-02T10:00:00.000Z');
    expect(archived).not.toHaveProperty('archived');
    expect(applyMetadata(archived, { archived: false }, now).archivedAt).toBeNull();
  });
});
