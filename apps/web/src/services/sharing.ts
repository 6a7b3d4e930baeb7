// Share links (project access tokens, spec 1 §7 Sharing) through the typed route table.
import { type AccessToken, type CreatedAccessToken, routes } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { projectUrl } from '../base/routeRules.js';
import { api } from './api.js';

export type { AccessToken, CreatedAccessToken };

export const sharingKeys = { links: (projectId: string) => ['shareLinks', projectId] as const };

export const shareLinksQuery = (projectId: string) =>
  queryOptions({
    queryKey: sharingKeys.links(projectId),
    queryFn: ({ signal }) =>
      api
        .call(routes.sharing.listAccessTokens, { params: { projectId } }, { signal })
        .then((links) => [...links].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
  });

export function createShareLink(projectId: string, expiredAt: Date): Promise<CreatedAccessToken> {
  return api.call(routes.sharing.createAccessToken, {
    params: { projectId },
    body: { expiredAt: expiredAt.toISOString() },
  });
}

export function revokeShareLink(projectId: string, tokenId: string): Promise<AccessToken> {
  return api.call(routes.sharing.revokeAccessToken, {
    params: { projectId, tokenId },
    body: { revoked: true },
  });
}

/** The address a share link opens: `/project?pat=…` (spec 1 §2 rewrites it to id plus pat). */
export function shareLinkUrl(origin: string, token: string): string {
  return `${origin}${projectUrl({ pat: token })}`;
}

/** An iframe for another site: the read-only workspace without the app's header. */
export function embedCode(origin: string, projectId: string, token: string): string {
  const src = `${origin}/embed?${new URLSearchParams({ id: projectId, pat: token }).toString()}`;
  return `<iframe src="${src.replaceAll('&', '&amp;')}" width="960" height="600" style="border:0" loading="lazy" title="Nodeloom project"></iframe>`;
}

export type LinkState = 'active' | 'expired' | 'revoked';

export function linkState(link: AccessToken, now = Date.now()): LinkState {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiredAt) <= now ? 'expired' : 'active';
}
