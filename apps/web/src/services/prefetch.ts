// Code that loads on first use is fetched ahead once the page has settled: a while after it asked,
// then one module per idle period, so prefetching never competes with what the user is waiting for.

/** How long after the request the workspace starts prefetching: past the open flow's first frames. */
export const PREFETCH_DELAY_MS = 2000;

type Loader = () => Promise<unknown>;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);

/**
 * Loads each module once the page is idle (after `delayMs`), one after another; a failed load is
 * left to first use. Returns a function that stops what has not started.
 */
export function prefetchWhenIdle(loaders: readonly Loader[], delayMs = PREFETCH_DELAY_MS): () => void {
  let cancelled = false;
  const queue = [...loaders];
  const next = () => {
    const load = queue.shift();
    if (cancelled || !load) return;
    load().then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  const timer = setTimeout(() => whenIdle(next), delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
