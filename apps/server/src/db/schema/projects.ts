import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { teams } from './teams.js';
import { users } from './users.js';

/** Projects (spec 1 §3) without their graph, which lives row by row in project_nodes/connections. */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    createdAt: createdAtColumn(),
    modifiedAt: timeColumn('modified_at').notNull().defaultNow(),
    archivedAt: timeColumn('archived_at'),
    favourite: boolean('favourite').notNull().default(false),
    official: boolean('official').notNull().default(false),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'user' | 'team' | 'organisation' */
    workspaceType: varchar('workspace_type', { length: 16 }).notNull(),
    workspaceUserId: refColumn('workspace_user_id').references(() => users.id, { onDelete: 'cascade' }),
    workspaceTeamId: refColumn('workspace_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    workspaceOrganisationId: refColumn('workspace_organisation_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Bumped by the database (statement triggers, migration 0006) whenever a statement writes the
     * project's nodes or connections: the graph's version for ETags, whoever wrote it.
     */
    graphVersion: bigint('graph_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('projects_workspace_user_id').on(table.workspaceUserId),
    index('projects_workspace_team_id').on(table.workspaceTeamId),
  ],
);
export type ProjectRow = typeof projects.$inferSelect;

/**
 * A table of one kind of graph item (nodes or connections): one row per item, the item itself as
 * jsonb, keyed by (project, item id). A graph update touches only the rows it names (upsert/delete
 * by key, in one transaction) and a project's graph is one indexed range scan.
 */
const graphItemTable = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      projectId: refColumn('project_id')
        .notNull()
        .references(() => projects.id, { onDelete: 'cascade' }),
      id: text('id').notNull(),
      data: jsonb('data').notNull(),
    },
    (table) => [primaryKey({ columns: [table.projectId, table.id] })],
  );

/** One row per node. */
export const projectNodes = graphItemTable('project_nodes');

/** One row per connection, keyed by its hash id. */
export const projectConnections = graphItemTable('project_connections');
