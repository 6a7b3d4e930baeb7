import { HttpError } from '@nodeloom/api';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_STALE_TIME_MS, QUERY_CACHE_TIME_MS } from '../base/constants.js';

/** §9: cache time 24 hours, stale time 2 minutes; client errors are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_CACHE_TIME_MS,
      staleTime: DEFAULT_STALE_TIME_MS,
      retry: (failures, error) => !(error instanceof HttpError && error.status < 500) && failures < 2,
    },
  },
});

export const queryKeys = {
  projects: ['projects'] as const,
  projectByAccessToken: (pat: string) => ['projects', 'byAccessToken', pat] as const,
  officialDemos: ['officialDemos'] as const,
  teams: ['teams'] as const,
};
