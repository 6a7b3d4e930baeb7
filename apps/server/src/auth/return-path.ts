import { API_BASE_PATH } from '@nodeloom/api';

/** Where sign-in lands when the return address is refused. */
export const DEFAULT_RETURN_PATH = '/projects';

// Resolved against a host that cannot be ours, so a value that leaves it is not a path of the app.
const BASE = 'http://return-path.invalid';

/**
 * The return address a sign-in was given (where the visitor came from: a share link, an embed) as
 * a same-origin path of the app, or `fallback`. Refused, so no sign-in redirects elsewhere (open
 * redirect): anything not starting with one '/' (absolute URLs, `javascript:`, relative paths),
 * `//host`, backslashes (browsers read `/\host` as `//host`), control characters and spaces
 * (browsers drop tabs and newlines: `/\t/host` is `//host`), and the API's paths, which are no
 * page. The answer is the normalised path with its query and fragment.
 */
export function returnPath(value: string | undefined, fallback = DEFAULT_RETURN_PATH): string {
  if (value === undefined || !/^\/(?![/\\])/.test(value)) return fallback;
  if (/[\\\s\p{Cc}]/u.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
