import { PLAYGROUND_PROJECT_ID, type Project } from '@nodeloom/api';
import { emptyProjectGraph } from '../../project-log/empty-graph.js';

const EPOCH = new Date(0).toISOString();

/** GET /projects/{24 zeros}: the empty playground, read-only for everybody (spec 1 §6, §9). */
export async function playgroundProject(): Promise<Project> {
  return {
    id: PLAYGROUND_PROJECT_ID,
    name: 'Playground',
    category: '',
    createdAt: EPOCH,
    modifiedAt: EPOCH,
    archivedAt: null,
    favourite: false,
    official: false,
    createdByUserId: null,
    workspace: { type: 'user', userId: null, teamId: null, organisationId: null },
    graph: await emptyProjectGraph(),
    metadata: {},
    readonly: true,
  };
}
