import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Forms of published sites, with their field schema. */
export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    userId: userIdColumn(),
    name: text('name').notNull(),
    fields: jsonb('fields').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('forms_user_id').on(table.userId)],
);
export type FormRow = typeof forms.$inferSelect;

/** Replies submitted to a form (publicly, from a published site). */
export const formReplies = pgTable(
  'form_replies',
  {
    id: idColumn(),
    formId: refColumn('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    values: jsonb('values').notNull(),
    origin: text('origin'),
    /** Set by the owner (e.g. to mark a reply read). */
    readAt: timeColumn('read_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('form_replies_form_id').on(table.formId)],
);
export type FormReplyRow = typeof formReplies.$inferSelect;
