/** Where a plugin node may load from, or why not (spec 2 §8's 'Invalid URL: {url}'). */
export type PluginUrl = { ok: true; url: string } | { ok: false; error: string };

/**
 * A plugin's URL as its frame loads it: https anywhere, or this app's own origin (a plugin served
 * beside the app). Anything else (http elsewhere, javascript:, data:, junk) is refused by name.
 */
export function pluginUrl(raw: string, appOrigin: string): PluginUrl {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text, appOrigin);
  } catch {
    return { ok: false, error: `Invalid URL: ${text}` };
  }
  if (url.protocol === 'https:' || url.origin === appOrigin) return { ok: true, url: url.href };
  return { ok: false, error: `Invalid URL: ${text}` };
}
