/** A stored date and time as the user's locale writes it ('24 Nov 2026, 05:31'). */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
