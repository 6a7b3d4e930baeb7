import { bigint, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timeColumn } from './columns.js';
import { userIdColumn } from './user-column.js';

/** Uploaded files; the bytes live in storage under `<id>/original` and `<id>/thumbnail`. */
export const assets = pgTable(
  'assets',
  {
    id: idColumn(),
    userId: userIdColumn(),
    /** The client's id for the upload item (spec 1 §7). */
    fileId: text('file_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    contentType: varchar('content_type', { length: 255 }),
    size: bigint('size', { mode: 'number' }),
    thumbnailContentType: varchar('thumbnail_content_type', { length: 255 }),
    uploadedAt: timeColumn('uploaded_at'),
    createdAt: createdAtColumn(),
    updatedAt: timeColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [index('assets_user_id').on(table.userId)],
);
export type AssetRow = typeof assets.$inferSelect;
