// Who is what, for the users area (spec 1 §6).

/** Administrators are the users whose e-mail is in ADMIN_EMAILS (compared lower-cased). */
export function isAdminEmail(adminEmails: readonly string[], email: string | null): boolean {
  return email !== null && adminEmails.includes(email.toLowerCase());
}
