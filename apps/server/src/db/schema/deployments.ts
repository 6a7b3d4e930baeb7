import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { projects } from './projects.js';
import { users } from './users.js';

/** One file of a deployment: its content hash (the storage key and the ETag), size and type. */
export interface DeploymentFileEntry {
  hash: string;
  size: number;
  contentType: string;
}

/** Site path (`index.html`, `public/logo.png`) → the stored file. */
export type DeploymentManifest = Record<string, DeploymentFileEntry>;

/**
 * A published deployment (spec 1 §3 Deployment): immutable once written — its files live in the
 * asset storage by content hash, its manifest here. Only takenDownAt ever changes.
 */
export const deployments = pgTable(
  'deployments',
  {
    /** Also the deployment's host label: `<id>.<SITES_DOMAIN>` (24 lowercase hex is a DNS label). */
    id: idColumn(),
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
    message: text('message').notNull(),
    manifest: jsonb('manifest').$type<DeploymentManifest>().notNull(),
    fileCount: integer('file_count').notNull(),
    totalBytes: integer('total_bytes').notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    takenDownAt: timeColumn('taken_down_at'),
  },
  (table) => [
    index('deployments_project_id').on(table.projectId, table.createdAt),
    index('deployments_created_by_user_id').on(table.createdByUserId, table.createdAt),
  ],
);
export type DeploymentRow = typeof deployments.$inferSelect;

/**
 * A branch alias: `<branch>--<project-slug>.<SITES_DOMAIN>` → one deployment. Moving it is one
 * row update (a deploy, a rollback), so a request sees either the old or the new deployment.
 */
export const siteAliases = pgTable(
  'site_aliases',
  {
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    branch: text('branch').notNull(),
    /** `<branch>--<slug>`, fixed at the branch's first deploy so its address never changes. */
    hostLabel: text('host_label').notNull(),
    deploymentId: refColumn('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.branch] }),
    uniqueIndex('site_aliases_host_label').on(table.hostLabel),
  ],
);
export type SiteAliasRow = typeof siteAliases.$inferSelect;
