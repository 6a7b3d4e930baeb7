import { routes } from '@nodeloom/api';
import { eq, or, type SQL } from 'drizzle-orm';
import { udns } from '../../db/schema/index.js';
import { anybody, definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const UDN_NOT_FOUND = 'UDN not found';
export const UDN_VERSION_GROUP_NOT_FOUND = 'UDN version group not found';

/**
 * UDNs and version groups are their owner's alone (another user's id answers 404 like a missing
 * one); official ones (no owner, written only by the seed) are read by id by anybody, signed out
 * too, since everybody may read the official demos that use them — and changed by nobody.
 */
export const udnsPolicy = definePolicy(
  'udns',
  routes.udns,
  {
    list: 'use',
    create: 'use',
    update: 'use',
    delete: 'use',
    publishVersion: 'use',
    createVersionGroup: 'useVersionGroup',
    updateVersionGroup: 'useVersionGroup',
    deleteVersionGroup: 'useVersionGroup',
    getWithGraphsByIds: 'readByIds',
    getWithoutGraphsByIds: 'readByIds',
  },
  (caller, action, row: OwnedSubject | undefined) => {
    if (action === 'readByIds') return anybody();
    return ownerOnly(caller, row, action === 'use' ? UDN_NOT_FOUND : UDN_VERSION_GROUP_NOT_FOUND);
  },
);

/**
 * The query's side of 'readByIds' (the second wall): the official UDNs and, signed in, the
 * caller's own. Nobody else's, ever.
 */
export function readableUdns(userId: string | null): SQL {
  const official = eq(udns.official, true);
  return userId === null ? official : (or(eq(udns.userId, userId), official) as SQL);
}
