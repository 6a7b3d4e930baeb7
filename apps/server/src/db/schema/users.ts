import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
  /**
   * When the address was proven (the e-mailed link, or a provider that verified it); null while
   * unproven. An unproven address never makes its owner an administrator and is never merged into.
   */
  emailVerifiedAt: timeColumn('email_verified_at'),
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

/** Pending address confirmations: the e-mailed link's token, kept only as its sha256 (hex). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms; it only counts while the account still has this address. */
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timeColumn('expires_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('email_verifications_user_id').on(table.userId)],
);
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;
