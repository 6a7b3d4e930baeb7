// The routes a built app really serves, read from Fastify's route tree (printRoutes), for tests
// that compare them with the contract (not shipped: *.testing.ts).
import type { FastifyInstance } from 'fastify';

export interface LiveRoute {
  method: string;
  /** Full URL pattern, e.g. /api/nest/projects/:id */
  url: string;
}

/**
 * Every method + URL of the app. printRoutes draws a tree whose lines are `<indent>├── <segment>
 * (<METHODS>)`, each segment appended to its parent's URL; indent is 4 characters per level.
 */
export function liveRoutes(app: FastifyInstance): LiveRoute[] {
  const found: LiveRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) found.push({ method, url });
  }
  return found;
}
