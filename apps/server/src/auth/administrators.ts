import type { UserRow } from '../db/schema/index.js';

// Who is an administrator (spec 1 §6): decided when the caller is known, so it lives with auth.

/**
 * Administrators are the users whose e-mail is in ADMIN_EMAILS (compared lower-cased) and proven
 * theirs: confirmed by the e-mailed link or by a provider that verified it. An unproven address
 * could have been typed in by anyone at sign-up.
 */
export function isAdministrator(
  adminEmails: readonly string[],
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
): boolean {
  return (
    user.email !== null && user.emailVerifiedAt !== null && adminEmails.includes(user.email.toLowerCase())
  );
}
