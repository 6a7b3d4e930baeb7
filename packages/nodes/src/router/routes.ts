import { NodeRuleError } from '@nodeloom/engine';
import type { HtmlRouter, Route } from '../shared/html/index.js';

export function isRoute(value: unknown): value is Route {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'route';
}

export function isRouter(value: unknown): value is HtmlRouter {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'router';
}

/** Reads a routes port (one route, a list, nested lists, or a router) as a flat list of routes. */
export function toRoutes(value: unknown): Route[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(toRoutes);
  if (isRoute(value)) return [value];
  if (isRouter(value)) return value.routes;
  throw new NodeRuleError('Invalid route: expected a route from a route node');
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  const joined = `${base.replace(/\/+$/, '')}/${path}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** Every URL path the routes answer, in route order, without repeats. */
export function routePaths(routes: Route[], base = '/'): string[] {
  const paths = routes.flatMap((route) => {
    const here =
      route.isIndex || route.isLayout || route.path === undefined ? base : joinPath(base, route.path);
    const own = route.isLayout ? [] : [here];
    return [...own, ...routePaths(route.children, here)];
  });
  return [...new Set(paths)];
}
