import { routes } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../services/api.js';
import { updateVersionGroup } from '../services/udns.js';

export const versionGroupKeys = {
  one: (id: string) => ['udns', 'versionGroups', id] as const,
};

/**
 * A version group as the server stores it. The API has no read of one group: a PATCH without
 * sharedDefinition changes nothing and answers the stored group (the server's updateVersionGroup).
 */
export function readVersionGroup(id: string) {
  return api.call(routes.udns.updateVersionGroup, { params: { id }, body: {} }, { silent: true });
}

export const versionGroupQuery = (id: string) =>
  queryOptions({ queryKey: versionGroupKeys.one(id), queryFn: () => readVersionGroup(id) });

export { updateVersionGroup };
