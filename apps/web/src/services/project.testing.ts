import type { Project } from '@nodeloom/api';

/** A project as the server answers it (an owner's, empty graph), with `overrides` on top. */
export function testProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 'a'.repeat(24),
    name: 'Shop',
    category: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    modifiedAt: '2026-01-01T00:00:00.000Z',
    archivedAt: null,
    favourite: false,
    official: false,
    createdByUserId: 'c'.repeat(24),
    workspace: { type: 'user', userId: 'c'.repeat(24), teamId: null, organisationId: null },
    metadata: {},
    readonly: false,
    graph: { nodes: [], connections: [] },
    ...overrides,
  };
}
