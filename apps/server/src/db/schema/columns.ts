import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { newId } from '../ids.js';

// Column helpers shared by every table, so ids and times look the same everywhere.

/** A 24-char hex primary key, generated on insert. */
export const idColumn = () =>
  varchar('id', { length: 24 })
    .primaryKey()
    .$defaultFn(() => newId());

/** A 24-char hex reference to another row. */
export const refColumn = (name: string) => varchar(name, { length: 24 });

/** A timestamp with time zone, as a JS Date. */
export const timeColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** createdAt, set by the database on insert. */
export const createdAtColumn = () => timeColumn('created_at').notNull().defaultNow();
