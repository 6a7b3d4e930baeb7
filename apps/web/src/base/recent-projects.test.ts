import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_PROJECTS_LIMIT, RECENT_PROJECTS_STORAGE_KEY } from './constants.js';
import {
  addRecentProject,
  parseRecentProjects,
  type RecentProject,
  recentProjects,
  removeRecentProject,
  renameRecentProject,
  subscribeRecentProjects,
} from './recent-projects.js';
import { memoryStorage } from './testing/memory-storage.js';

const entry = (id: string, openedAt = '2026-01-01T00:00:00.000Z'): RecentProject => ({
  id,
  name: `Project ${id}`,
  openedAt,
});

describe('parseRecentProjects', () => {
  it('reads nothing from a missing, malformed or non-list value', () => {
    expect(parseRecentProjects(null)).toEqual([]);
    expect(parseRecentProjects('{not json')).toEqual([]);
    expect(parseRecentProjects('{"id":"a"}')).toEqual([]);
  });

  it('drops entries that do not match the schema and keeps the valid ones in order', () => {
    const stored = JSON.stringify([entry('a'), { id: 'b' }, 42, { ...entry('c'), accessToken: 'token-1' }]);
    expect(parseRecentProjects(stored)).toEqual([entry('a'), { ...entry('c'), accessToken: 'token-1' }]);
  });

  it('keeps the first of duplicated ids and at most 20 entries', () => {
    const many = Array.from({ length: 25 }, (_, index) => entry(`p${index}`));
    const parsed = parseRecentProjects(JSON.stringify([entry('p0'), ...many]));
    expect(parsed).toHaveLength(RECENT_PROJECTS_LIMIT);
    expect(parsed.map((item) => item.id)).toEqual(
      many.slice(0, RECENT_PROJECTS_LIMIT).map((item) => item.id),
    );
  });
});

describe('the recent projects list in session storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage, localStorage: memoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts an opened project first, with the time it was opened', () => {
    addRecentProject({ id: 'a', name: 'Alpha' }, new Date('2026-02-01T10:00:00Z'));
    addRecentProject({ id: 'b', name: 'Beta', accessToken: 'tok' }, new Date('2026-02-01T11:00:00Z'));
    expect(recentProjects()).toEqual([
      { id: 'b', name: 'Beta', accessToken: 'tok', openedAt: '2026-02-01T11:00:00.000Z' },
      { id: 'a', name: 'Alpha', openedAt: '2026-02-01T10:00:00.000Z' },
    ]);
    expect(JSON.parse(storage.getItem(RECENT_PROJECTS_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('moves a reopened project to the front without duplicating it, taking its new name', () => {
    addRecentProject({ id: 'a', name: 'Alpha' });
    addRecentProject({ id: 'b', name: 'Beta' });
    addRecentProject({ id: 'a', name: 'Alpha 2' });
    expect(recentProjects().map(({ id, name }) => [id, name])).toEqual([
      ['a', 'Alpha 2'],
      ['b', 'Beta'],
    ]);
  });

  it('keeps the 20 most recent projects', () => {
    for (let index = 0; index < 21; index += 1) addRecentProject({ id: `p${index}`, name: `P${index}` });
    const ids = recentProjects().map((item) => item.id);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe('p20');
    expect(ids).not.toContain('p0');
  });

  it('forgets and renames entries, and tells subscribers about each change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentProjects(listener);
    addRecentProject({ id: 'a', name: 'Alpha' });
    addRecentProject({ id: 'b', name: 'Beta' });
    renameRecentProject('a', 'Renamed');
    removeRecentProject('b');
    expect(recentProjects().map(({ id, name }) => [id, name])).toEqual([['a', 'Renamed']]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    removeRecentProject('a');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('refuses an entry without an id', () => {
    expect(() => addRecentProject({ id: '', name: 'Nameless' })).toThrow();
  });

  it('still works when session storage is unavailable', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('blocked');
      },
    });
    expect(addRecentProject({ id: 'a', name: 'Alpha' }).map((item) => item.id)).toEqual(['a']);
    expect(recentProjects()).toEqual([]);
  });
});
