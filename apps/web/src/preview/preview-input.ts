import type { SiteInput } from '@nodeloom/site/browser';

/** The node kinds the component previewer shows (issue 12 §4). */
export const PREVIEWABLE_DEFINITIONS = ['exportPage', 'appEntry'] as const;

export function isPreviewable(definitionName: string | undefined): boolean {
  return (PREVIEWABLE_DEFINITIONS as readonly string[]).includes(definitionName ?? '');
}

/**
 * In the preview every router runs as a hash router: the frame is a document written into the
 * preview host's one page, where a path of its own (browser) names nothing to reload, a full page
 * load would leave the preview (static), and memory routers cannot start anywhere but '/'. A hash
 * route can start at the previewer's startRoute, and links still navigate inside the frame.
 */
export function withHashRouters(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHashRouters);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = withHashRouters(inner);
  if (copy.type === 'router') copy.routerType = 'hash';
  return copy;
}

/**
 * The site input for one previewed node from its evaluated outputs: an appEntry's `app`, or an
 * exportPage's page content as the app's entry. Throws a message naming what is missing.
 */
export function previewSiteInput(
  definitionName: string,
  outputs: Readonly<Record<string, unknown>>,
  name: string,
): SiteInput {
  let entry: unknown;
  if (definitionName === 'appEntry') {
    const app = outputs.app as { entry?: unknown } | undefined;
    entry = app?.entry;
  } else if (definitionName === 'exportPage') {
    const page = outputs.page as { content?: unknown } | undefined;
    entry = page?.content;
  } else {
    throw new Error(`Cannot preview a ${definitionName} node: select an exportPage or appEntry node`);
  }
  if (!Array.isArray(entry))
    throw new Error(`The ${definitionName} node ${name} has produced nothing to preview yet`);
  return { app: { type: 'appEntry', entry: withHashRouters(entry) as never }, name };
}
