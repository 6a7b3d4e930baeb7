import type { Env } from './env-schema.js';

/** The spellings of this machine's own port a browser sends as Origin (http, no PUBLIC_URL). */
export function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** PUBLIC_URL's origin, the loopback spellings of PORT when PUBLIC_URL is unset, then ALLOWED_ORIGINS. */
export function appOrigins(env: Env, publicUrl: string): string[] {
  return [
    new URL(publicUrl).origin,
    // Without PUBLIC_URL the app is reached on this machine under any loopback spelling.
    ...(env.PUBLIC_URL === undefined ? loopbackOrigins(env.PORT) : []),
    ...env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
  ];
}

/**
 * The app's host name the preview host shares, if any: cookies ignore ports, so on a host the app
 * is reached at, a preview would have the app's cookies in reach.
 */
export function previewHostClash(previewHost: string, origins: readonly string[]): string | undefined {
  const previewName = new URL(`http://${previewHost}`).hostname;
  return origins.map((origin) => new URL(origin).hostname).find((name) => name === previewName);
}
