import type { Page, Route } from '@playwright/test';

/**
 * Holds every request for a chunk whose name starts with one of `names` until `release()`, as a
 * slow network would: a gesture made meanwhile always lands before that code.
 */
export async function holdChunks(page: Page, names: string[]) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => names.some((name) => new URL(url).pathname.startsWith(`/assets/${name}-`)),
    (route) => {
      if (released) return route.continue();
      held.push(route);
    },
  );
  return {
    requested: () => held.length,
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
