import { createHash } from 'node:crypto';

/** Longest name part of a project slug (spec: a–z0–9 and dashes, at most 40). */
export const SLUG_NAME_MAX = 40;
/** Longest DNS label: the alias host label `<branch>--<slug>` must fit. */
export const DNS_LABEL_MAX = 63;

/**
 * The project's slug in alias hosts: its name in lowercase a–z0–9 and single dashes (at most 40,
 * `site` when nothing is left), then a dash and six base-36 characters from a hash of its id, so
 * two projects of the same name never share an alias host.
 */
export function projectSlug(projectId: string, name: string): string {
  const namePart =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, SLUG_NAME_MAX)
      .replace(/^-+|-+$/g, '') || 'site';
  const suffix = BigInt(`0x${createHash('sha256').update(projectId).digest('hex').slice(0, 12)}`)
    .toString(36)
    .padStart(6, '0')
    .slice(-6);
  return `${namePart}-${suffix}`;
}

/** `<branch>--<slug>`: the alias host label of a branch. */
export const aliasHostLabel = (branch: string, slug: string) => `${branch}--${slug}`;
