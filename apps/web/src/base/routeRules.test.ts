import { describe, expect, it } from 'vitest';
import {
  decideHome,
  decideLogin,
  decideProject,
  decideProjects,
  loginPathBackTo,
  type PatLookup,
  type ProjectQuery,
  readProjectQuery,
} from './routeRules.js';

const login = '/login';

describe('/ (home)', () => {
  const home = (loginState: 'unknown' | boolean, lastProjectId: string | null, projectIds?: string[]) =>
    decideHome({ loginState, lastProjectId, projectIds });

  it('waits while the login state is unknown and goes to /login when logged out', () => {
    expect(home('unknown', null, [])).toEqual({ kind: 'wait' });
    expect(home(false, 'p1', ['p1'])).toEqual({ kind: 'redirect', to: login });
  });

  it('reopens the last project in the workspace when it is still in the list, else goes to /projects', () => {
    expect(home(true, 'p1', undefined)).toEqual({ kind: 'wait' });
    expect(home(true, 'p1', ['p0', 'p1'])).toEqual({ kind: 'redirect', to: '/project?id=p1' });
    expect(home(true, 'gone', ['p1'])).toEqual({ kind: 'redirect', to: '/projects' });
    expect(home(true, null, ['p1'])).toEqual({ kind: 'redirect', to: '/projects' });
  });
});

describe('/login', () => {
  it('goes to /projects when already signed in', () => {
    expect(decideLogin(true)).toEqual({ kind: 'redirect', to: '/projects' });
    expect(decideLogin(false)).toEqual({ kind: 'render' });
    expect(decideLogin('unknown')).toEqual({ kind: 'wait' });
    // signed in from a share link: back to it
    expect(decideLogin(true, '/project?id=1&pat=p')).toEqual({ kind: 'redirect', to: '/project?id=1&pat=p' });
    expect(loginPathBackTo('/project?id=1&pat=p')).toBe('/login?returnTo=%2Fproject%3Fid%3D1%26pat%3Dp');
  });
});

describe('/projects', () => {
  it('needs a user and goes to / when a project is open', () => {
    expect(decideProjects(false, null)).toEqual({ kind: 'redirect', to: login });
    expect(decideProjects('unknown', null)).toEqual({ kind: 'wait' });
    expect(decideProjects(true, 'p1')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideProjects(true, null)).toEqual({ kind: 'render' });
  });
});

describe('/project', () => {
  const query = (search: string): ProjectQuery => readProjectQuery(search);
  const pending: PatLookup = { status: 'pending' };
  const failed: PatLookup = { status: 'failed' };

  it('goes to /projects without id, snip and pat (readonly alone is not enough)', () => {
    expect(decideProject({ loginState: true, query: query('?readonly=1'), patLookup: pending })).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
  });

  it('needs a user for id or snip', () => {
    expect(decideProject({ loginState: false, query: query('?id=p1'), patLookup: pending })).toEqual({
      kind: 'redirect',
      to: login,
    });
    expect(decideProject({ loginState: false, query: query('?snip=s1'), patLookup: pending }).kind).toBe(
      'redirect',
    );
    expect(decideProject({ loginState: 'unknown', query: query('?id=p1'), patLookup: pending }).kind).toBe(
      'wait',
    );
    expect(
      decideProject({ loginState: true, query: query('?id=p1&readonly=true'), patLookup: pending }),
    ).toEqual({
      kind: 'render',
    });
  });

  it('rewrites a pat address to id plus pat once the token is found, without needing a user', () => {
    const found: PatLookup = { status: 'found', projectId: 'p9' };
    expect(decideProject({ loginState: false, query: query('?pat=t1'), patLookup: pending })).toEqual({
      kind: 'wait',
    });
    expect(decideProject({ loginState: false, query: query('?pat=t1'), patLookup: found })).toEqual({
      kind: 'redirect',
      to: '/project?id=p9&pat=t1',
    });
    expect(decideProject({ loginState: false, query: query('?id=p9&pat=t1'), patLookup: found })).toEqual({
      kind: 'render',
    });
  });

  it('falls back to id only, or to /projects, when the token lookup fails', () => {
    expect(decideProject({ loginState: true, query: query('?id=p1&pat=bad'), patLookup: failed })).toEqual({
      kind: 'redirect',
      to: '/project?id=p1',
    });
    expect(decideProject({ loginState: true, query: query('?pat=bad'), patLookup: failed })).toEqual({
      kind: 'redirect',
      to: '/projects',
    });
  });
});
