import type { RouteDefinition } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../permissions/index.js';
import { libraryRows } from './permissions-matrix-library-rows.testing.js';
import { personalRows } from './permissions-matrix-personal-rows.testing.js';
import { projectRows } from './permissions-matrix-projects-rows.testing.js';
import { publicRows } from './permissions-matrix-public-rows.testing.js';
import { publishingRows } from './permissions-matrix-publishing-rows.testing.js';
import { decideRoute, policyOf } from './policies.js';
import { ROUTE_TABLE, routeLabel } from './route-table.testing.js';

// The matrix covers the whole route table: every route has a policy that decides it and at least
// one row of the matrix suites, which call it as every kind of caller.
const rows: { route: RouteDefinition }[] = [
  ...projectRows,
  ...publicRows,
  ...personalRows,
  ...libraryRows,
  ...publishingRows,
];
const covered = new Set(rows.map((row) => row.route));

describe('permission matrix coverage', () => {
  it.each(ROUTE_TABLE.map((r) => [routeLabel(r), r] as const))('%s has a policy and a matrix row', (_, r) => {
    expect(policyOf(r)?.action).toEqual(expect.any(String));
    expect(decideRoute(r, callerOf(null))).toBeDefined();
    expect(covered.has(r)).toBe(true);
  });

  it('every row is a route of the table', () => {
    const table = new Set(ROUTE_TABLE);
    expect(rows.filter((row) => !table.has(row.route)).map((row) => routeLabel(row.route))).toEqual([]);
  });
});
