import { NodeRuleError, type RuleContext } from '@nodeloom/engine';

/** The page's address in a browser, so site-relative URLs resolve; absent in Node. */
function pageBase(): string | undefined {
  return (globalThis as { location?: { href?: string } }).location?.href;
}

/** Parses a user-supplied URL (absolute, or relative to the page in a browser) or fails with 'Invalid URL: {url}'. */
export function parseUrl(url: unknown): URL {
  const text = String(url ?? '').trim();
  try {
    const parsed = new URL(text, pageBase());
    if (
      parsed.protocol === 'http:' ||
      parsed.protocol === 'https:' ||
      parsed.protocol === 'blob:' ||
      parsed.protocol === 'data:'
    ) {
      return parsed;
    }
  } catch {
    // reported below
  }
  throw new NodeRuleError(`Invalid URL: ${text}`);
}

/**
 * Checks a URL that only goes into markup (the page loads it, not the rule): a path of the site
 * itself ('/full.png', fine in Node too, where there is no page to resolve against) or an absolute
 * URL of one of `protocols`; anything else is 'Invalid URL: {url}'. Returns the trimmed text.
 */
export function assertMarkupUrl(url: unknown, protocols: readonly string[]): string {
  const text = String(url ?? '').trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    if (protocols.includes(new URL(text).protocol)) return text;
  } catch {
    // reported below
  }
  throw new NodeRuleError(`Invalid URL: ${text}`);
}

/** One GET through the host's fetch; network failures and error statuses fail as 'Failed to fetch'. */
export async function fetchOk(ctx: RuleContext, url: URL): Promise<Response> {
  let response: Response;
  try {
    response = await ctx.platform.fetch(url.href);
  } catch (error) {
    throw new NodeRuleError(`Failed to fetch: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok)
    throw new NodeRuleError(`Failed to fetch: ${response.status} ${response.statusText}`.trim());
  return response;
}

/** Reads bytes from what a binary input may carry. */
export function toBytes(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  throw new NodeRuleError(`Invalid ${what}, it must be an ArrayBuffer`);
}
