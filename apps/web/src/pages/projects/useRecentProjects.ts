import { useSyncExternalStore } from 'react';
import { type RecentProject, recentProjects, subscribeRecentProjects } from '../../base/recent-projects.js';

let cached: { raw: string; list: RecentProject[] } = { raw: '[]', list: [] };

/** The same array until the list changes, as useSyncExternalStore requires. */
function snapshot(): RecentProject[] {
  const list = recentProjects();
  const raw = JSON.stringify(list);
  if (raw !== cached.raw) cached = { raw, list };
  return cached.list;
}

/** §9: the recent projects list (session storage), kept current while the page shows it. */
export function useRecentProjects(): RecentProject[] {
  return useSyncExternalStore(subscribeRecentProjects, snapshot);
}
