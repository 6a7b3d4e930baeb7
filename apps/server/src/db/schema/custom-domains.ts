import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, refColumn, timeColumn } from './columns.js';
import { deployments } from './deployments.js';
import { users } from './users.js';

export type CustomDomainStatus = 'pending' | 'verified';
export type CertificateStatus = 'pending' | 'issued' | 'failed';

/**
 * A custom domain (spec 1 §3): owned by the user who added it, proven by a TXT record the
 * verification job looks up, then connectable to one deployment.
 */
export const customDomains = pgTable(
  'custom_domains',
  {
    /** IDNA-normalised (ASCII, lowercase, no trailing dot). */
    domainName: text('domain_name').primaryKey(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    txtToken: text('txt_token').notNull(),
    status: text('status').$type<CustomDomainStatus>().notNull().default('pending'),
    certificateStatus: text('certificate_status').$type<CertificateStatus>(),
    deploymentId: refColumn('deployment_id').references(() => deployments.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    verifiedAt: timeColumn('verified_at'),
    /** When the job looks the TXT record up next (back-off after each miss). */
    nextCheckAt: timeColumn('next_check_at').notNull().defaultNow(),
    checkAttempts: integer('check_attempts').notNull().default(0),
    lastCheckError: text('last_check_error'),
  },
  (table) => [
    index('custom_domains_user_id').on(table.userId),
    index('custom_domains_next_check_at').on(table.status, table.nextCheckAt),
  ],
);
export type CustomDomainRow = typeof customDomains.$inferSelect;

/** Domain and certificate status changes, kept for the owner's workspace to poll (docs/publishing.md). */
export const publishingStatusEvents = pgTable(
  'publishing_status_events',
  {
    /** Increasing: the cursor of GET /publishing/domains/statusEvents?after=. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    kind: text('kind').$type<'domain' | 'certificate'>().notNull(),
    status: text('status').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('publishing_status_events_user_id').on(table.userId, table.seq)],
);
export type PublishingStatusEventRow = typeof publishingStatusEvents.$inferSelect;

/** Ids of signed status webhook deliveries already taken, so a replay is refused (kept 1 day). */
export const publishingWebhookDeliveries = pgTable('publishing_webhook_deliveries', {
  id: text('id').primaryKey(),
  receivedAt: createdAtColumn(),
});
