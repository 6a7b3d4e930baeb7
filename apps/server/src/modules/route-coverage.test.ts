import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, type RouteDefinition, routes } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table.testing.js';

// A cheap coverage guard: every route of the contract is called by at least one server test, as
// `'<METHOD>'` followed closely by its path (a literal or template URL, with or without the API
// base). A path parameter matches a `${…}` expression or a literal that is not a fixed segment of
// some route, so `GET /projects/byAccessToken` does not count as a call of `GET /projects/:id`.

const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);

function testSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testSources(path);
    return /\.test(ing)?\.ts$/.test(entry.name) && path !== THIS_FILE ? [readFileSync(path, 'utf8')] : [];
  });
}

const table = ROUTE_TABLE;
const fixedSegments = new Set(table.flatMap((r) => r.path.split('/').filter((s) => s && !s.startsWith(':'))));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `'GET'` … `'/api/nest/projects/${id}'` (or `/projects/abc`, or `/projects/x?query`). */
function callPattern({ method, path }: RouteDefinition): RegExp {
  const literalParam = `(?!(?:${[...fixedSegments].map(escapeRegExp).join('|')})[/'"\`?])[^/'"\`?\\s$]+`;
  const segments = path
    .split('/')
    .map((s) => (s.startsWith(':') ? `(?:\\$\\{[^}]+\\}|${literalParam})` : escapeRegExp(s)))
    .join('/');
  return new RegExp(`'${method}'[\\s\\S]{0,160}?['"\`](?:${escapeRegExp(API_BASE_PATH)})?${segments}['"\`?]`);
}

/**
 * Routes a test reaches only through a URL the server hands out, with the text the test must
 * hold instead: the signed upload URL of POST /assets is PUT as is (assets/routes.test.ts).
 */
const CALLED_THROUGH_SERVER_URLS = new Map<RouteDefinition, RegExp>([
  [routes.assets.upload, /method: 'PUT',\s+url: url\.replace\(config\.publicUrl, ''\)/],
]);

describe('route coverage', () => {
  const sources = testSources(SOURCE_DIR);

  it.each(table.map((r) => [`${r.method} ${r.path}`, r] as const))('%s is called by a test', (_, r) => {
    const pattern = CALLED_THROUGH_SERVER_URLS.get(r) ?? callPattern(r);
    expect(sources.some((source) => pattern.test(source))).toBe(true);
  });

  it('tells a parameter from a fixed segment', () => {
    const getById = callPattern(routes.projects.get);
    expect(getById.test(`call(app, a, 'GET', \`/projects/\${id}\`)`)).toBe(true);
    expect(getById.test("call(app, a, 'GET', '/projects/abc')")).toBe(true);
    expect(getById.test("call(app, a, 'GET', '/projects/byAccessToken')")).toBe(false);
    expect(getById.test(`call(app, a, 'POST', \`/projects/\${id}\`)`)).toBe(false);
  });
});
