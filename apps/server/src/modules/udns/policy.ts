import { eq, or, type SQL } from 'drizzle-orm';
import { udns } from '../../db/schema/index.js';

/**
 * Which UDNs a caller reads by id (docs/permissions.md): the official ones (no owner, written only
 * by the seed), which the official demos use and which everybody reads, signed out too, since
 * everybody may read those demos; and, signed in, the caller's own. Nobody else's, ever.
 */
export function readableUdns(userId: string | null): SQL {
  const official = eq(udns.official, true);
  return userId === null ? official : (or(eq(udns.userId, userId), official) as SQL);
}
