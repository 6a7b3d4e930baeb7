import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, refColumn, timeColumn } from './columns.js';
import { projects } from './projects.js';

/**
 * The head of a project's ordered user-event log: the last counter handed out. A commit locks
 * this row (SELECT … FOR UPDATE), so counters have no gaps and no duplicates across instances.
 */
export const projectEventHeads = pgTable('project_event_heads', {
  projectId: refColumn('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  lastCounter: integer('last_counter').notNull().default(0),
});

/** The ordered user events of spec 1 §3: raw event, counter (1, 2, …), and who sent it. */
export const projectUserEvents = pgTable(
  'project_user_events',
  {
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    counter: integer('counter').notNull(),
    eventId: text('event_id').notNull(),
    rawEvent: jsonb('raw_event').notNull(),
    sourceUserId: refColumn('source_user_id').notNull(),
    sourceClientId: text('source_client_id').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.counter] }),
    // A re-sent event (same eventId) is stored once.
    uniqueIndex('project_user_events_event_id').on(table.projectId, table.eventId),
    check('project_user_events_counter_positive', sql`${table.counter} > 0`),
  ],
);
export type ProjectUserEventRow = typeof projectUserEvents.$inferSelect;

/** The live collaboration session of a project and its host (a participant's clientId, if any). */
export const collabSessions = pgTable('collab_sessions', {
  projectId: refColumn('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  sessionId: varchar('session_id', { length: 36 }).notNull(),
  hostClientId: text('host_client_id'),
  startedAt: createdAtColumn(),
});

/**
 * One row per connected participant with a lease its instance renews; a row past its lease
 * belongs to a dead instance and any instance removes it.
 */
export const collabParticipants = pgTable(
  'collab_participants',
  {
    clientId: text('client_id').primaryKey(),
    projectId: refColumn('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The participantUser of spec 1 §3 (userId, avatarUrl, firstName, lastName). */
    participantUser: jsonb('participant_user').notNull(),
    canWrite: boolean('can_write').notNull(),
    instanceId: text('instance_id').notNull(),
    /** Join order: the host is the earliest writer still present. */
    joinedSeq: bigint('joined_seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    leaseExpiresAt: timeColumn('lease_expires_at').notNull(),
  },
  (table) => [
    index('collab_participants_project').on(table.projectId),
    index('collab_participants_lease').on(table.leaseExpiresAt),
  ],
);
export type CollabParticipantRow = typeof collabParticipants.$inferSelect;
