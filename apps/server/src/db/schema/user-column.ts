import { refColumn } from './columns.js';
import { users } from './users.js';

/**
 * user_id of a row that belongs to a user (owned records, memberships, sessions): required, and
 * deleted with its user (account deletion relies on the cascade). Kept apart from columns.ts,
 * which users.ts itself imports.
 */
export const userIdColumn = () =>
  refColumn('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
