/**
 * The Content-Security-Policy of published sites: the site's own scripts and styles (inline
 * ones too: it is the user's page on its own origin), images, media and fonts from anywhere
 * over https, and network calls only to itself plus the app's public form-reply endpoint — so a
 * site cannot reach the app's API (whose cookies it never holds anyway). Sites may be framed
 * (the workspace previews them).
 */
export function siteContentSecurityPolicy(publicUrl: string): string {
  const formReplies = `${new URL(publicUrl).origin}/api/nest/forms/`;
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data: https:",
    `connect-src 'self' ${formReplies}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Cache-Control of site answers: deployment hosts never change; aliases and domains revalidate. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
