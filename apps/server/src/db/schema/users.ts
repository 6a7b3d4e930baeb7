import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timeColumn } from './columns.js';

export const users = pgTable('users', {
  id: idColumn(),
  /** Lower-cased; null for accounts without a known address (test accounts, some GitHub users). */
  email: varchar('email', { length: 254 }).unique(),
  name: text('name').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  avatarUrl: text('avatar_url'),
  /** argon2id hash; null for accounts that only sign in through a provider. */
  passwordHash: text('password_hash'),
  createdAt: createdAtColumn(),
  updatedAt: timeColumn('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

/** How a user signs in from outside: an OAuth provider account or a test-account username. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: idColumn(),
    /** 'google' | 'github' | 'test-account' */
    provider: varchar('provider', { length: 32 }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('user_identities_provider_user').on(table.provider, table.providerUserId)],
);
export type UserIdentityRow = typeof userIdentities.$inferSelect;
