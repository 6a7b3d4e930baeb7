// semver's own function modules, not its index: the index brings Range and the rest into every
// bundle that orders versions (the web app's first canvas among them)
import compare from 'semver/functions/compare.js';
import valid from 'semver/functions/valid.js';
import { LATEST_DRAFT, OUTDATED } from './constants.js';
import type { UdnVersion } from './types.js';

function rank(version: UdnVersion): number {
  if (version === LATEST_DRAFT) return 2;
  if (valid(version)) return 1;
  return 0; // 'outdated' and anything unreadable
}

/** Orders UDN versions: 'outdated' < semantic versions (by semver) < 'latestDraft'. */
export function compareUdnVersions(a: UdnVersion, b: UdnVersion): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return Math.sign(byRank);
  return rank(a) === 1 ? compare(a, b) : 0;
}

export function isSemanticVersion(version: UdnVersion): boolean {
  return valid(version) !== null;
}

export function isOutdated(version: UdnVersion): boolean {
  return version === OUTDATED;
}

/** The newest of some versions, or undefined for none. */
export function newestVersion(versions: Iterable<UdnVersion>): UdnVersion | undefined {
  let newest: UdnVersion | undefined;
  for (const v of versions) if (newest === undefined || compareUdnVersions(v, newest) > 0) newest = v;
  return newest;
}
