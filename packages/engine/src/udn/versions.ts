import semver from 'semver';
import { LATEST_DRAFT, OUTDATED } from './constants.js';
import type { UdnVersion } from './types.js';

function rank(version: UdnVersion): number {
  if (version === LATEST_DRAFT) return 2;
  if (semver.valid(version)) return 1;
  return 0; // 'outdated' and anything unreadable
}

/** Orders UDN versions: 'outdated' < semantic versions (by semver) < 'latestDraft'. */
export function compareUdnVersions(a: UdnVersion, b: UdnVersion): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return Math.sign(byRank);
  return rank(a) === 1 ? semver.compare(a, b) : 0;
}

export function isSemanticVersion(version: UdnVersion): boolean {
  return semver.valid(version) !== null;
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
