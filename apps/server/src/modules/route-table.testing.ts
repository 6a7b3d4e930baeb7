// The contract's route table as the route-wide tests walk it (not shipped: *.testing.ts).
import { API_BASE_PATH, buildPath, type RouteDefinition, routes } from '@nodeloom/api';

export const ROUTE_TABLE = Object.values(routes).flatMap(
  (group) => Object.values(group) as RouteDefinition[],
);

/** Well-formed path parameters (ids of nothing that exists). */
const SAMPLE_PARAMS: Record<string, string> = {
  provider: 'google',
  kind: 'original',
  version: '1.0.0',
  name: 'theme',
  priceId: 'price_1',
};

export const pathParamsOf = (r: RouteDefinition) => [...r.path.matchAll(/:(\w+)/g)].map(([, n]) => n!);

/** The route's full URL with well-formed parameters, `overrides` replacing some. */
export function urlOf(r: RouteDefinition, overrides: Record<string, string> = {}): string {
  const params = Object.fromEntries(pathParamsOf(r).map((n) => [n, SAMPLE_PARAMS[n] ?? 'a'.repeat(24)]));
  return API_BASE_PATH + buildPath(r.path, { ...params, ...overrides });
}

export const routeLabel = (r: RouteDefinition) => `${r.method} ${r.path}`;
